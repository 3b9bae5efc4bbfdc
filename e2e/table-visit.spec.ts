import { cafe } from '../data/cafe';
import { tables } from '../data/ordering';
import { onePriceDish } from '../test/dishes';
import { middayOnOpenDay } from '../test/hours';
import { ordersInEnglish, hindiOrders } from '../test/order-language';
import { decodedText, field, itemLines, linesOf, openedLink } from './checkout-helpers';
import { addFromMenu, expect, test, visit } from './fixtures';

// A customer at a table, as they order there: the card's QR code opens the menu, a dish or two,
// and Send within the minute, with the phone's clock running as it does (from midday on a day the
// cafe opens, so that the kitchen is open whenever the suite runs).

const table = tables[0];

test('an order sent in the minute of the scan reaches that table, not the counter', async ({
  page,
  context,
}) => {
  test.skip(!table, 'content/ordering.json lists no tables');
  test.skip(!ordersInEnglish, hindiOrders);
  await context.clock.install({ time: middayOnOpenDay });
  await visit(page, `/menu/?table=${encodeURIComponent(table!)}`);
  await addFromMenu(page, onePriceDish.name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('radio', { name: `Dine-in · Table ${table}` })).toBeChecked();
  await field(page, 'Name (required)').fill('Asha');
  await field(page, 'Phone number (required)').fill('94150 12345');

  const send = page.getByRole('button', { name: 'Order via WhatsApp' });
  const lines = decodedText(await openedLink(page, () => send.click())).split('\n');
  expect(lines).toEqual([
    `*New order for ${cafe.name}*`,
    '',
    'Name: Asha',
    'Phone: 94150 12345',
    'Order type: Dine-in',
    `Table: ${table}`,
    '',
    'Items:',
    ...itemLines(linesOf([{ item: onePriceDish }]), 'pickup'),
    '',
    'Please confirm my order.',
  ]);
});
