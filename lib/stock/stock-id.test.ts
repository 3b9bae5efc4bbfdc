import fc from 'fast-check';
import { generatedRuns } from '@/test/generated';
import { dishId, dishIds, isFieldName } from './stock-id';

describe('dishIds', () => {
  it('keeps the id a dish always had: its name in small letters and hyphens', () => {
    expect(dishId(['Steam Momos', 'Veg Momos'], 'Steam Momos')).toBe('steam-momos');
    expect(dishId(['Sandwich & Burger'], 'Sandwich & Burger')).toBe('sandwich-burger');
  });

  it('gives a dish named in any script, or in digits alone, an id the editor takes', () => {
    for (const name of ['मसाला चाय', '☕', '!!!', '555']) {
      const id = dishId([name], name);
      expect({ name, usable: isFieldName(id) }).toEqual({ name, usable: true });
    }
    expect(dishId(['555'], '555')).toMatch(/^555-/);
    expect(dishId(['मसाला चाय'], 'मसाला चाय')).toMatch(/^dish-[0-9a-z]{7}$/);
  });

  it('leaves the plain id to the plainer of two dishes with the same letters, whatever their order', () => {
    for (const [plain, other] of [
      ['Kulhad Tea', 'Kulhad Tea ☕'],
      ['Lemon Tea', 'Lemon Tea!'],
      ['Paneer Tikka', 'Paneer-Tikka'],
      ['Tomato Soup', 'Tomato Soup.'],
    ] as const) {
      for (const names of [
        [plain, other],
        [other, plain],
      ]) {
        const ids = dishIds(names);
        expect(ids.get(plain)).toBe(dishId([plain], plain));
        expect(ids.get(other)).toMatch(new RegExp(`^${ids.get(plain)}-[0-9a-z]{7}$`));
      }
    }
  });

  it('gives the dishes of any category ids that are usable, unique and independent of order', () => {
    const name = fc.oneof(
      fc.constantFrom('Tea', 'Tea!', 'tea ☕', 'चाय', 'मसाला चाय', '555', '5-5-5', '☕', '…'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 40 }), (names) => {
        const ids = dishIds(names);
        const all = names.map((each) => ids.get(each) ?? '');
        expect(all.every(isFieldName)).toBe(true);
        expect(new Set(all).size).toBe(names.length);
        const reversed = dishIds([...names].reverse());
        expect(names.map((each) => reversed.get(each))).toEqual(all);
      }),
      generatedRuns(300, 61),
    );
  });
});
