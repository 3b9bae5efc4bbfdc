import {
  forgetTable,
  keepTable,
  keptTable,
  removedTableNote,
  tableFromLink,
  tableHours,
  tableLinkPath,
  tableNeedsAsking,
  tableTabBack,
  tableTabLeft,
  unknownTableNote,
  awayMs,
  visitAsks,
  visitBack,
  visitFrom,
  visitLeft,
} from './table';
import fc from 'fast-check';
import { tableVisitKey } from '../offline/storage-keys';
import { en } from '../words/en';

// Made-up tables: the rules are under test here, not the cafe's own in content/ordering.json.
const tables = ['1', '7', 'Terrace 2'];
const hour = 60 * 60 * 1000;
const minute = 60 * 1000;

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
  it('stays, however old, until the customer answers; Send asks after tableHours', () => {
    const store = memoryStore();
    keepTable(store, '7', 0);
    expect(keptTable(store, tables)).toEqual({ table: '7' });
    expect(tableNeedsAsking(store, tableHours * hour - 1)).toBe(false);
    expect(tableNeedsAsking(store, tableHours * hour)).toBe(true);
    expect(keptTable(store, tables)).toEqual({ table: '7' });
    keepTable(store, '7', tableHours * hour);
    expect(tableNeedsAsking(store, tableHours * hour + 1)).toBe(false);
    expect(tableNeedsAsking(memoryStore(), tableHours * hour)).toBe(false);
  });

  it('asks after the tab was put away for half an hour, not after a shorter absence', () => {
    const store = memoryStore();
    keepTable(store, '7', 0);
    tableTabLeft(store, 10 * minute);
    tableTabBack(store, 10 * minute + awayMs - 1);
    expect(tableNeedsAsking(store, 11 * minute + awayMs)).toBe(false);
    tableTabLeft(store, hour);
    // Still away as Send is pressed: the page has not seen the return yet.
    expect(tableNeedsAsking(store, hour + awayMs)).toBe(true);
    tableTabBack(store, hour + awayMs);
    tableTabLeft(store, hour + awayMs + 1);
    tableTabBack(store, hour + awayMs + 2);
    expect(tableNeedsAsking(store, hour + awayMs + 3)).toBe(true);
    keepTable(store, '7', hour + awayMs + 4);
    expect(tableNeedsAsking(store, hour + awayMs + 5)).toBe(false);
  });

  it('is named as removed when the cafe no longer has that table, and gone once forgotten', () => {
    const store = memoryStore();
    keepTable(store, 'Terrace 2', 0);
    expect(keptTable(store, ['1', '7'])).toEqual({ removed: 'Terrace 2' });
    expect(removedTableNote(en.cart.store.table, 'Terrace 2')).toMatch(
      /^We have no table Terrace 2 now, so this order is not for a table\./,
    );
    forgetTable(store);
    expect(keptTable(store, tables)).toBeNull();
  });

  it('asks on a clock that went back, and ignores a value the site did not write', () => {
    const store = memoryStore();
    keepTable(store, '7', 10 * hour);
    expect(tableNeedsAsking(store, 9 * hour)).toBe(true);
    for (const value of ['{', '"7"', '{"table":7,"since":0}', '{"table":"7"}']) {
      store.setItem(tableVisitKey, value);
      expect(keptTable(store, tables)).toBeNull();
    }
  });

  it('lasts as long as the page without storage', () => {
    keepTable(null, '7', 0);
    expect(keptTable(null, tables)).toEqual({ table: '7' });
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
    expect(keptTable(refusing, tables)).toEqual({ table: '7' });
    expect(() => forgetTable(refusing)).not.toThrow();
    expect(keptTable(refusing, tables)).toBeNull();
  });
});

describe('a visit at a table, in any order of absences (generated)', () => {
  type Step = { left: boolean; after: number };
  const steps = fc.array(
    fc.record({ left: fc.boolean(), after: fc.integer({ min: 0, max: 2 * awayMs }) }),
    { maxLength: 12 },
  );

  it('asks before Send exactly when some absence lasted awayMs, or the visit tableHours', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: 0, max: 2 * awayMs }), (taken: Step[], wait) => {
        let visit = visitFrom('7', 0);
        let now = 0;
        let awaySince: number | null = null;
        let longAbsence = false;
        for (const { left, after } of taken) {
          now += after;
          if (left) {
            visit = visitLeft(visit, now);
            awaySince ??= now;
          } else {
            visit = visitBack(visit, now);
            if (awaySince !== null && now - awaySince >= awayMs) longAbsence = true;
            awaySince = null;
          }
        }
        now += wait;
        if (awaySince !== null && now - awaySince >= awayMs) longAbsence = true;
        const expected = longAbsence || now >= tableHours * hour;
        expect(visitAsks(visit, now)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
