import fc from 'fast-check';
import { menu } from '@/data/menu';
import { stockStates } from '@/data/schema';
import { generatedRuns } from '@/test/generated';
import { editorConfig, editorFiles } from './config';
import type { OpeningHours } from '../site/opening-hours';
import { soldOutUntil } from '../stock/stock';
import { stockAsRead, stockAsSaved, stockEditorFields } from './stock-format';

describe('the editor’s stock page', () => {
  const branding = { name: 'Test Cafe', logo: '/logo.svg' };
  const [collection] = editorConfig({ repo: 'cafe/site', branch: 'main' }, branding).collections;

  it('is the first page of the editor’s first screen', () => {
    expect(collection?.files[0]).toMatchObject({
      file: 'content/stock.json',
      label: editorFiles['stock.json'].label,
    });
  });

  it('lists every category of the menu, folded, and in each its dishes, in menu order', () => {
    const fields = stockEditorFields();
    expect(fields.map((field) => [field.label, field.collapsed])).toEqual(
      menu.map((category) => [category.name, true]),
    );
    fields.forEach((field, index) => {
      const dishes = field.fields as { label: string }[];
      expect(dishes.map((dish) => dish.label)).toEqual(menu[index]!.items.map((dish) => dish.name));
    });
  });

  it('offers each dish In stock, which leaves it out of the file, and each state of the schema', () => {
    const [dish] = stockEditorFields()[0]!.fields as { options: { value: string }[] }[];
    expect(dish?.options.map((option) => option.value)).toEqual(['', ...stockStates]);
    expect(dish).toMatchObject({ widget: 'select', required: false });
  });
});

// Made-up hours: a cafe in India open 10:00 to 23:00, shut on Tuesdays. 2026-11-23 is a Monday.
const hours: OpeningHours = {
  opens: '10:00',
  closes: '23:00',
  closedOn: ['Tuesday'],
  utcOffset: '+05:30',
};
const at = (date: string, clock: string) => Date.parse(`${date}T${clock}:00+05:30`);

describe('sold out today on the stock page, with no schedule to end it', () => {
  const chosen = {
    momos: { 'veg-momos': 'sold out today', 'fried-momos': 'off the menu' },
  } as const;

  it('is saved with its end, the next opening, and an off the menu as it is', () => {
    expect(stockAsSaved(chosen, {}, at('2026-11-23', '14:07'), hours)).toEqual({
      momos: { 'veg-momos': 'sold out until 2026-11-25 10:00', 'fried-momos': 'off the menu' },
    });
  });

  it('keeps the end it had when the page read it, saved again later', () => {
    const read = stockAsSaved(chosen, {}, at('2026-11-23', '14:07'), hours);
    expect(read.momos?.['veg-momos']).toBe('sold out until 2026-11-25 10:00');
    // Saved again just before that opening (marked then, it would hold through it): the end stays.
    expect(stockAsSaved(chosen, read, at('2026-11-25', '09:59'), hours)).toEqual(read);
  });

  it('shows Sold out today until its end, and In stock from then on, so that marking it again is a change', () => {
    const saved = { momos: { 'veg-momos': 'sold out until 2026-11-25 10:00' } } as const;
    expect(stockAsRead(saved, at('2026-11-25', '09:59'), hours.utcOffset)).toEqual({
      momos: { 'veg-momos': 'sold out today' },
    });
    expect(stockAsRead(saved, at('2026-11-25', '10:00'), hours.utcOffset)).toEqual({ momos: {} });
    // Marked again that day, it is saved with the next opening after that.
    expect(stockAsSaved(chosen, saved, at('2026-11-25', '12:00'), hours).momos?.['veg-momos']).toBe(
      'sold out until 2026-11-26 10:00',
    );
  });

  it('at any moment of a fortnight, saved, holds until the next opening and no longer, read at any moment after', () => {
    const fortnight = fc.integer({
      min: at('2026-11-23', '00:00'),
      max: at('2026-12-07', '00:00'),
    });
    fc.assert(
      fc.property(fortnight, fc.integer({ min: 0, max: 4 * 86_400_000 }), (savedAt, later) => {
        const saved = stockAsSaved(chosen, {}, savedAt, hours);
        const readAt = savedAt + later;
        const shown = stockAsRead(saved, readAt, hours.utcOffset).momos?.['veg-momos'];
        // The end is on the minute: the mark holds to the start of the next opening's minute.
        const ends = soldOutUntil(hours, savedAt);
        expect(shown).toBe(readAt < ends - (ends % 60_000) ? 'sold out today' : undefined);
        // Saved again while it holds, unchanged: the same file.
        if (shown) expect(stockAsSaved(chosen, saved, readAt, hours)).toEqual(saved);
      }),
      generatedRuns(500, 1202),
    );
  });
});
