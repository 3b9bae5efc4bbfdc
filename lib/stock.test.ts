import { madeUpCategory, madeUpDish } from '@/test/made-up';
import type { OpeningHours } from './opening-hours';
import {
  dishStockId,
  dishStock,
  nextReturn,
  publishedStock,
  soldOutUntil,
  stockByDish,
  stockToPublish,
  withoutEndedMarks,
  type PublishedStock,
  type StockVersion,
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

  it('is sold out until then, and in stock from then on', () => {
    const since = at('2026-11-23', '14:00');
    const stock: PublishedStock = {
      dishes: { 'Veg Momos': 'sold out today' },
      since: { 'Veg Momos': new Date(since).toISOString() },
    };
    const back = at('2026-11-24', '10:00');
    expect(dishStock(stock, 'Veg Momos', back - 1, hours)).toBe('sold out today');
    expect(dishStock(stock, 'Veg Momos', back, hours)).toBe('in stock');
    expect(nextReturn(stock, since, hours)).toBe(back);
    expect(nextReturn(stock, back, hours)).toBeNull();
  });

  it('holds without a time, as a build’s own file says it', () => {
    const stock: PublishedStock = { dishes: { 'Veg Momos': 'sold out today' }, since: {} };
    expect(dishStock(stock, 'Veg Momos', at('2027-01-01', '12:00'), hours)).toBe('sold out today');
    expect(nextReturn(stock, at('2027-01-01', '12:00'), hours)).toBeNull();
  });
});

describe('a dish off the menu', () => {
  it('stays off whatever the time, until the file no longer names it', () => {
    const stock: PublishedStock = { dishes: { 'Veg Momos': 'off the menu' }, since: {} };
    expect(dishStock(stock, 'Veg Momos', at('2027-06-01', '12:00'), hours)).toBe('off the menu');
    expect(dishStock(stock, 'Paneer Roll', at('2027-06-01', '12:00'), hours)).toBe('in stock');
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
      expect(dishStock({ dishes: {}, since: {} }, name, at('2026-11-23', '12:00'), hours)).toBe(
        'in stock',
      );
    }
    const stock = { specials: { constructor: 'off the menu' as const } };
    expect(stockByDish(stock, menu)).toEqual({ constructor: 'off the menu' });
    const published = publishedStock('{"dishes":{"__proto__":"off the menu"},"since":{}}');
    expect(dishStock(published!, '__proto__', at('2026-11-23', '12:00'), hours)).toBe(
      'off the menu',
    );
    expect(dishStock(published!, 'toString', at('2026-11-23', '12:00'), hours)).toBe('in stock');
  });
});

describe('the published file', () => {
  const monday = '2026-11-23T08:30:00.000Z';
  const tuesday = '2026-11-24T06:00:00.000Z';
  const menu = [
    madeUpCategory('Steam & Fried Momos', [madeUpDish('Veg Momos'), madeUpDish('Fried Momos')]),
  ];
  const momos = 'steam-fried-momos';

  it('names each dish by its name on the menu, from the ids the file knows it by', () => {
    const versions: StockVersion[] = [
      {
        time: monday,
        stock: { [momos]: { 'veg-momos': 'sold out today', 'fried-momos': 'off the menu' } },
      },
    ];
    expect(stockToPublish(versions, menu)).toEqual({
      dishes: { 'Veg Momos': 'sold out today', 'Fried Momos': 'off the menu' },
      since: { 'Veg Momos': monday },
    });
  });

  it('stamps each dish sold out today with the save that marked it, not a later one', () => {
    const versions: StockVersion[] = [
      { time: tuesday, stock: { [momos]: { 'veg-momos': 'sold out today' } } },
      {
        time: monday,
        stock: { [momos]: { 'veg-momos': 'sold out today', 'fried-momos': 'off the menu' } },
      },
    ];
    expect(stockToPublish(versions, menu)).toEqual({
      dishes: { 'Veg Momos': 'sold out today' },
      since: { 'Veg Momos': monday },
    });
  });

  it('stamps a dish marked again after it was back with the new save', () => {
    const versions: StockVersion[] = [
      { time: tuesday, stock: { [momos]: { 'veg-momos': 'sold out today' } } },
      { time: monday, stock: {} },
    ];
    expect(stockToPublish(versions, menu).since).toEqual({ 'Veg Momos': tuesday });
  });

  it('is read back as written, and anything else is no stock file', () => {
    const written = stockToPublish(
      [{ time: monday, stock: { [momos]: { 'veg-momos': 'sold out today' } } }],
      menu,
    );
    expect(publishedStock(JSON.stringify(written))).toEqual(written);
    expect(publishedStock('<html>Sign in to the Wi-Fi</html>')).toBeNull();
    expect(publishedStock('{"dishes": []}')).toBeNull();
    expect(
      publishedStock('{"dishes": {"Veg Momos": "gone fishing"}, "since": {}}')?.dishes,
    ).toEqual({});
  });
});

describe('the owner’s file once a sold out today has ended', () => {
  const menu = [
    madeUpCategory('Momos', [madeUpDish('Veg Momos'), madeUpDish('Fried Momos')]),
    madeUpCategory('Hot Drinks', [madeUpDish('Masala Tea')]),
  ];
  const stock = {
    momos: { 'veg-momos': 'sold out today', 'fried-momos': 'off the menu' },
    'hot-drinks': { 'masala-tea': 'sold out today' },
  } as const;
  // Veg Momos marked on Monday at noon, Masala Tea on Tuesday at noon.
  const published: PublishedStock = {
    dishes: {
      'Veg Momos': 'sold out today',
      'Fried Momos': 'off the menu',
      'Masala Tea': 'sold out today',
    },
    since: {
      'Veg Momos': new Date(at('2026-11-23', '12:00')).toISOString(),
      'Masala Tea': new Date(at('2026-11-24', '12:00')).toISOString(),
    },
  };

  it('drops the marks that have ended, and keeps those that hold and off the menu', () => {
    expect(withoutEndedMarks(stock, published, menu, at('2026-11-24', '12:30'), hours)).toEqual({
      momos: { 'fried-momos': 'off the menu' },
      'hot-drinks': { 'masala-tea': 'sold out today' },
    });
  });

  it('keeps every mark while it holds', () => {
    expect(withoutEndedMarks(stock, published, menu, at('2026-11-24', '09:59'), hours)).toEqual(
      stock,
    );
  });

  it('drops the rest at the next opening, and leaves nothing of a file of ended marks', () => {
    const later = at('2026-11-25', '10:00');
    expect(withoutEndedMarks(stock, published, menu, later, hours)).toEqual({
      momos: { 'fried-momos': 'off the menu' },
    });
    const soldOutOnly = { 'hot-drinks': { 'masala-tea': 'sold out today' } } as const;
    expect(withoutEndedMarks(soldOutOnly, published, menu, later, hours)).toEqual({});
  });
});

describe('the stock file’s check', () => {
  const menu = [
    madeUpCategory('Momos', [madeUpDish('Veg Momos')]),
    madeUpCategory('Rolls', [madeUpDish('Paneer Roll'), madeUpDish('Paneer-Roll')]),
  ];

  it('takes dishes of the menu in their categories, by id', () => {
    expect(stockByDish({ momos: { 'veg-momos': 'sold out today' } }, menu)).toEqual({
      'Veg Momos': 'sold out today',
    });
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
