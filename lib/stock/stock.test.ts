import { madeUpCategory, madeUpDish } from '@/test/made-up';
import type { OpeningHours } from '../site/opening-hours';
import {
  dishStockId,
  dishStock,
  markEnd,
  nextReturn,
  publishedStock,
  soldOutUntil,
  stampedMark,
  stockByDish,
  stockToPublish,
  type PublishedStock,
} from './stock';

// Made-up hours and dishes, the tests' own input: a cafe in India open 10:00 to 23:00.
const hours: OpeningHours = { opens: '10:00', closes: '23:00', closedOn: [], utcOffset: '+05:30' };
/** An instant on that cafe's clock: 2026-11-23 is a Monday. */
const at = (date: string, clock: string) => Date.parse(`${date}T${clock}:00+05:30`);

describe('a dish sold out today', () => {
  it('is back when the cafe next opens, when marked while it is open', () => {
    expect(soldOutUntil(hours, at('2026-11-23', '14:07'))).toBe(at('2026-11-24', '10:00'));
    expect(soldOutUntil(hours, at('2026-11-23', '22:59'))).toBe(at('2026-11-24', '10:00'));
  });

  it('holds through the coming opening when marked before it, in the morning or after closing', () => {
    expect(soldOutUntil(hours, at('2026-11-23', '08:30'))).toBe(at('2026-11-24', '10:00'));
    expect(soldOutUntil(hours, at('2026-11-23', '23:30'))).toBe(at('2026-11-25', '10:00'));
  });

  it('skips a day off', () => {
    const shutTuesday = { ...hours, closedOn: ['Tuesday'] };
    expect(soldOutUntil(shutTuesday, at('2026-11-23', '14:00'))).toBe(at('2026-11-25', '10:00'));
  });

  it('follows hours that run past midnight: the night belongs to the day it began', () => {
    const night = { ...hours, opens: '18:00', closes: '02:00' };
    expect(soldOutUntil(night, at('2026-11-24', '01:00'))).toBe(at('2026-11-24', '18:00'));
    expect(soldOutUntil(night, at('2026-11-24', '12:00'))).toBe(at('2026-11-25', '18:00'));
  });

  it('is sold out until its end, and in stock from then on', () => {
    const back = at('2026-11-24', '10:00');
    const stock: PublishedStock = {
      dishes: { 'Veg Momos': 'sold out today' },
      until: { 'Veg Momos': new Date(back).toISOString() },
    };
    expect(dishStock(stock, 'Veg Momos', back - 1)).toBe('sold out today');
    expect(dishStock(stock, 'Veg Momos', back)).toBe('in stock');
    expect(nextReturn(stock, at('2026-11-23', '14:00'))).toBe(back);
    expect(nextReturn(stock, back)).toBeNull();
  });

  it('holds without its end, as a build’s own file says it', () => {
    const stock: PublishedStock = { dishes: { 'Veg Momos': 'sold out today' }, until: {} };
    expect(dishStock(stock, 'Veg Momos', at('2027-01-01', '12:00'))).toBe('sold out today');
    expect(nextReturn(stock, at('2027-01-01', '12:00'))).toBeNull();
  });

  it('is written with its end on the cafe’s clock, and read back to the same instant', () => {
    const end = at('2026-11-24', '10:00');
    expect(stampedMark(end, hours.utcOffset)).toBe('sold out until 2026-11-24 10:00');
    expect(markEnd('sold out until 2026-11-24 10:00', hours.utcOffset)).toBe(end);
    expect(markEnd('sold out today', hours.utcOffset)).toBeNull();
    expect(markEnd('off the menu', hours.utcOffset)).toBeNull();
  });
});

describe('a dish off the menu', () => {
  it('stays off whatever the time, until the file no longer names it', () => {
    const stock: PublishedStock = { dishes: { 'Veg Momos': 'off the menu' }, until: {} };
    expect(dishStock(stock, 'Veg Momos', at('2027-06-01', '12:00'))).toBe('off the menu');
    expect(dishStock(stock, 'Paneer Roll', at('2027-06-01', '12:00'))).toBe('in stock');
  });
});

describe('a dish named like a property every object has', () => {
  const names = ['constructor', '__proto__', 'toString'];
  const menu = [
    madeUpCategory(
      'Specials',
      names.map((name) => madeUpDish(name)),
    ),
  ];

  it('is in stock until the file names it, and then as the file says', () => {
    expect(stockByDish({}, menu)).toEqual({});
    for (const name of names) {
      expect(dishStock({ dishes: {}, until: {} }, name, at('2026-11-23', '12:00'))).toBe(
        'in stock',
      );
    }
    const stock = { specials: { constructor: 'off the menu' as const } };
    expect(stockByDish(stock, menu)).toEqual({ constructor: 'off the menu' });
    const published = publishedStock('{"dishes":{"__proto__":"off the menu"},"until":{}}');
    expect(dishStock(published!, '__proto__', at('2026-11-23', '12:00'))).toBe('off the menu');
    expect(dishStock(published!, 'toString', at('2026-11-23', '12:00'))).toBe('in stock');
  });
});

describe('the published file', () => {
  const menu = [
    madeUpCategory('Steam & Fried Momos', [madeUpDish('Veg Momos'), madeUpDish('Fried Momos')]),
  ];
  const momos = 'steam-fried-momos';
  const monday = at('2026-11-23', '14:00');
  const tuesdayOpening = new Date(at('2026-11-24', '10:00')).toISOString();

  it('names each dish by its name on the menu, from the ids the file knows it by, with its end', () => {
    const stock = {
      [momos]: { 'veg-momos': 'sold out until 2026-11-24 10:00', 'fried-momos': 'off the menu' },
    } as const;
    expect(stockToPublish(stock, menu, monday, hours)).toEqual({
      dishes: { 'Veg Momos': 'sold out today', 'Fried Momos': 'off the menu' },
      until: { 'Veg Momos': tuesdayOpening },
    });
  });

  it('ends a sold out today written without its end at the next opening after it is published', () => {
    const stock = { [momos]: { 'veg-momos': 'sold out today' } } as const;
    expect(stockToPublish(stock, menu, monday, hours).until).toEqual({
      'Veg Momos': tuesdayOpening,
    });
  });

  it('leaves out a mark that has ended: the dish is back, though the file still names it', () => {
    const stock = { [momos]: { 'veg-momos': 'sold out until 2026-11-24 10:00' } } as const;
    expect(stockToPublish(stock, menu, at('2026-11-24', '10:00'), hours)).toEqual({
      dishes: {},
      until: {},
    });
  });

  it('is read back as written, and anything else is no stock file', () => {
    const stock = { [momos]: { 'veg-momos': 'sold out today' } } as const;
    const written = stockToPublish(stock, menu, monday, hours);
    expect(publishedStock(JSON.stringify(written))).toEqual(written);
    expect(publishedStock('<html>Sign in to the Wi-Fi</html>')).toBeNull();
    expect(publishedStock('{"dishes": []}')).toBeNull();
    expect(
      publishedStock('{"dishes": {"Veg Momos": "gone fishing"}, "until": {}}')?.dishes,
    ).toEqual({});
  });
});

describe('the stock file’s check', () => {
  const menu = [
    madeUpCategory('Momos', [madeUpDish('Veg Momos')]),
    madeUpCategory('Rolls', [madeUpDish('Paneer Roll'), madeUpDish('Paneer-Roll')]),
  ];

  it('takes dishes of the menu in their categories, by id, a mark with its end as sold out today', () => {
    expect(stockByDish({ momos: { 'veg-momos': 'sold out today' } }, menu)).toEqual({
      'Veg Momos': 'sold out today',
    });
    expect(
      stockByDish({ momos: { 'veg-momos': 'sold out until 2026-11-24 10:00' } }, menu),
    ).toEqual({ 'Veg Momos': 'sold out today' });
  });

  it('drops the mark of a dish renamed or deleted since, and of a category gone', () => {
    // Veg Momos was Veg Momo when it was marked; Veg Soup and its category are gone.
    const stock = {
      momos: { 'veg-momo': 'sold out today' as const },
      soups: { 'veg-soup': 'off the menu' as const },
      rolls: { 'paneer-roll': 'off the menu' as const },
    };
    expect(stockByDish(stock, menu)).toEqual({ 'Paneer Roll': 'off the menu' });
  });

  it('knows apart two dishes with the same letters, each by its own id', () => {
    const [plain, other] = menu[1]!.items.map((dish) => dish.name);
    const otherId = dishStockId(menu[1]!, other!);
    expect(otherId).not.toBe('paneer-roll');
    const stock = { rolls: { [otherId]: 'off the menu' as const } };
    expect(stockByDish(stock, menu)).toEqual({ [other!]: 'off the menu' });
    expect(stockByDish({ rolls: { 'paneer-roll': 'off the menu' } }, menu)).toEqual({
      [plain!]: 'off the menu',
    });
  });
});
