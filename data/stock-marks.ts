/**
 * A dish's stock when it is not simply in stock. "sold out today" keeps the dish on the menu, says
 * Sold out and ends by itself when the cafe next opens (lib/stock/stock.ts); "off the menu" hides it
 * until the owner brings it back. A dish the file does not name is in stock.
 */
export const stockStates = ['sold out today', 'off the menu'] as const;

/**
 * "sold out today" as the editor saves it, with its end on the cafe's clock: "sold out until
 * 2026-12-03 10:00", the next opening after the save (lib/stock/stock.ts stampedMark). Apart from the
 * schema, which no page loads, as pages read it.
 */
export const stampedSoldOut = /^sold out until (\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;
