import content from '@/content/ordering.json';
import type { OrderingSettings } from './schema';

const settings = content as OrderingSettings;

/** The cafe's tables (content/ordering.json), each with a QR card; none means no dine-in. */
export const tables: readonly string[] = settings.tables ?? [];

/** The owner's rules for ordering ahead: the kitchen's minutes before an order, days after today. */
export type OrderAhead = { leadTime: number; daysAhead: number };

/** How far ahead customers may order: the kitchen's minutes (30 when unset) and days (1). */
export const orderAhead: OrderAhead = {
  leadTime: settings.leadTime ?? 30,
  daysAhead: settings.daysAhead ?? 1,
};
