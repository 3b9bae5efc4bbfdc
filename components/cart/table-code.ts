// What a visit with a table needs, in one chunk that use-table-of-visit.ts fetches: one download
// rather than two, and one loader fewer in every page's first script.
export { followTableTab, tableOfThisVisit } from '@/lib/order/table';
export { tables } from '@/data/ordering';
