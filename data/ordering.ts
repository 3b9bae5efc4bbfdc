import content from '@/content/ordering.json';
import type { OrderingSettings } from '@/lib/content-schema';
import type { OrderAhead } from '@/lib/order-time';

const settings = content as OrderingSettings;

/** The cafe's tables (content/ordering.json), each with a QR card; none means no dine-in. */
export const tables: readonly string[] = settings.tables ?? [];

/** How far ahead customers may order: the kitchen's minutes (30 when unset) and days (1). */
export const orderAhead: OrderAhead = {
  leadTime: settings.leadTime ?? 30,
  daysAhead: settings.daysAhead ?? 1,
};
