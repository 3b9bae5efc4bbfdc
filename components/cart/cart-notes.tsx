'use client';

import { useModuleWhen } from '@/components/ui/use-module';
import { retryableImport } from '@/lib/offline/retryable-import';
import type { cart } from '@/lib/words/en/cart';
import { useCartPart } from './cart-provider';

const panel = retryableImport(() => import('./cart-notes-panel'));

/**
 * Under the header, until the customer has read it: what changed in a cart taken over on its way
 * to today's menu (a dish sold out or gone, a new price), or that it could not be taken; what Order
 * again added and left out; a table link the cafe does not know. The totals, fee and minimum on the
 * order page are already today's. Its code comes with the first report; a failed download leaves
 * the notes unshown (a hand-over's and Order again's are said on the status line too) until the
 * phone is back online or a later report fetches it again.
 */
export function CartNotes({ words }: { words: (typeof cart)['handOver'] }) {
  const report = useCartPart((cart) => cart.report);
  const { module } = useModuleWhen(panel, report !== null);

  if (!report || !module) return null;
  return <module.CartNotesPanel report={report} words={words} />;
}
