import {
  forgetTable,
  keepTable,
  keptTable,
  removedTableNote,
  tableFromLink,
  tableHours,
  tableLinkPath,
  tableRanOut,
  unknownTableNote,
} from './table';
import { tableVisitKey } from './storage-keys';
import { en } from './words/en';

// Made-up tables: the rules are under test here, not the cafe's own in content/ordering.json.
const tables = ['1', '7', 'Terrace 2'];
const hour = 60 * 60 * 1000;

function memoryStore(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  } as Storage;
}

describe('tableFromLink', () => {
  it('finds the table a link names, whatever its letter case and spaces', () => {
    expect(tableFromLink('?table=7', tables)).toEqual({ table: '7' });
    expect(tableFromLink('?table=terrace%20%202', tables)).toEqual({ table: 'Terrace 2' });
    expect(tableFromLink('?table=+TERRACE+2+', tables)).toEqual({ table: 'Terrace 2' });
  });

  it('reads a table from the link each table card carries', () => {
    for (const table of tables) {
      const link = new URL(tableLinkPath(table), 'https://cafe.example');
      expect(link.pathname).toBe('/menu/');
      expect(tableFromLink(link.search, tables)).toEqual({ table });
    }
  });

  it('says nothing of a link without a table', () => {
    expect(tableFromLink('', tables)).toBeNull();
    expect(tableFromLink('?utm_source=google', tables)).toBeNull();
  });

  it('names an empty, unknown, huge or marked-up table as it may be shown, cut to 20 characters', () => {
    expect(tableFromLink('?table=', tables)).toEqual({ unknown: '' });
    expect(tableFromLink('?table=99', tables)).toEqual({ unknown: '99' });
    expect(tableFromLink(`?table=${'9'.repeat(5000)}`, tables)).toEqual({
      unknown: `${'9'.repeat(20)}…`,
    });
    expect(tableFromLink('?table=%3Cimg%20src%3Dx%3E', tables)).toEqual({
      unknown: '<img src=x>',
    });
    // A right-to-left override and a zero-width space would make the note read otherwise.
    expect(tableFromLink('?table=%E2%80%AE99%E2%80%8B', tables)).toEqual({ unknown: '99' });
  });

  it('finds a table through invisible characters and look-alike digits pasted into the link', () => {
    // A zero-width space, a word joiner, a byte-order mark, a no-break space, a full-width 7.
    expect(tableFromLink('?table=%E2%80%8B7', tables)).toEqual({ table: '7' });
    expect(tableFromLink('?table=7%E2%81%A0', tables)).toEqual({ table: '7' });
    expect(tableFromLink('?table=%EF%BB%BF7', tables)).toEqual({ table: '7' });
    expect(tableFromLink('?table=Terrace%C2%A02', tables)).toEqual({ table: 'Terrace 2' });
    expect(tableFromLink('?table=%EF%BC%97', tables)).toEqual({ table: '7' });
  });

  it('says why no order at the table comes of an unknown link', () => {
    expect(unknownTableNote(en.cart.store.table, '99')).toBe(
      'We have no table "99", so this order cannot be for a table. Ask us at the counter, or order for pickup.',
    );
    expect(unknownTableNote(en.cart.store.table, '')).toMatch(
      /^This table link names no table, so/,
    );
  });
});

describe('the table kept for this tab', () => {
  it('lasts a few hours from its link, then is gone', () => {
    const store = memoryStore();
    keepTable(store, '7', 0);
    expect(keptTable(store, tables, tableHours * hour - 1)).toEqual({ table: '7' });
    expect(keptTable(store, tables, tableHours * hour)).toBeNull();
  });

  it('says when it has run out, for a page left open that long', () => {
    const store = memoryStore();
    keepTable(store, '7', 0);
    expect(tableRanOut(store, tableHours * hour - 1)).toBe(false);
    expect(tableRanOut(store, tableHours * hour)).toBe(true);
    expect(tableRanOut(memoryStore(), tableHours * hour)).toBe(false);
    expect(tableRanOut(null, tableHours * hour)).toBe(false);
  });

  it('is named as removed when the cafe no longer has that table, and gone once forgotten', () => {
    const store = memoryStore();
    keepTable(store, 'Terrace 2', 0);
    expect(keptTable(store, ['1', '7'], 1)).toEqual({ removed: 'Terrace 2' });
    expect(removedTableNote(en.cart.store.table, 'Terrace 2')).toMatch(
      /^We have no table Terrace 2 now, so this order is not for a table\./,
    );
    forgetTable(store);
    expect(keptTable(store, tables, 1)).toBeNull();
  });

  it('is not trusted from a clock that went back, or from a value the site did not write', () => {
    const store = memoryStore();
    keepTable(store, '7', 10 * hour);
    expect(keptTable(store, tables, 9 * hour)).toBeNull();
    for (const value of ['{', '"7"', '{"table":7,"since":0}', '{"table":"7"}']) {
      store.setItem(tableVisitKey, value);
      expect(keptTable(store, tables, 1)).toBeNull();
    }
  });

  it('breaks nothing without storage', () => {
    expect(() => keepTable(null, '7', 0)).not.toThrow();
    expect(keptTable(null, tables, 0)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => keepTable(refusing, '7', 0)).not.toThrow();
    expect(() => forgetTable(refusing)).not.toThrow();
  });
});
