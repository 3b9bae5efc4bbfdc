import { en } from '../lib/words/en';
import { cafe } from '@/data/cafe';
import { formatHours } from '@/lib/site/opening-hours';
import { expect, test, visit } from './fixtures';
import {
  cafeClock,
  closedText,
  dayOffText,
  onCafeClock,
  onDayOff,
  openDaysText,
  openNowText,
} from '../test/hours';
import { subPixel } from './page-checks';

const instagram = `https://www.instagram.com/${cafe.instagram}/`;

function chatNumber(href: string | null) {
  const url = new URL(href ?? '');
  return `${url.origin}${url.pathname}`;
}

test('lists every phone number as a call link, each a finger tall', async ({ page }) => {
  await visit(page, '/contact/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const calls = page.getByRole('region', { name: 'Call us' });
  for (const phone of cafe.phones) {
    const call = calls.getByRole('link', { name: phone.display });
    await expect(call).toHaveAttribute('href', `tel:${phone.tel}`);
    expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});

test('offers WhatsApp and the Instagram handle', async ({ page }) => {
  await visit(page, '/contact/');
  const messages = page.getByRole('region', { name: 'Message us' });

  const whatsapp = messages.getByRole('link', { name: /WhatsApp/ });
  expect(chatNumber(await whatsapp.getAttribute('href'))).toBe(`https://wa.me/${cafe.whatsapp}`);
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  const handle = messages.getByRole('link', { name: `@${cafe.instagram}` });
  await expect(handle).toHaveAttribute('href', instagram);
  await expect(handle).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the quick order buttons call, open WhatsApp and open Instagram', async ({ page }) => {
  await visit(page, '/contact/');
  const quick = page.getByRole('region', { name: 'Quick order' });
  await expect(quick.getByRole('link', { name: 'Call to Order' })).toHaveAttribute(
    'href',
    `tel:${cafe.phones[0]?.tel}`,
  );
  const whatsapp = quick.getByRole('link', { name: 'Order on WhatsApp' });
  expect(chatNumber(await whatsapp.getAttribute('href'))).toBe(`https://wa.me/${cafe.whatsapp}`);
  await expect(quick.getByRole('link', { name: 'Message on Instagram' })).toHaveAttribute(
    'href',
    instagram,
  );
});

test('shows the address with a Google Maps link that opens in a new tab', async ({ page }) => {
  await visit(page, '/contact/');
  const visitUs = page.getByRole('region', { name: 'Visit us' });
  const address = visitUs.locator('address');
  await expect(address).toContainText(cafe.address.street);
  await expect(address).toContainText(cafe.address.city);
  await expect(address).toContainText(cafe.address.postalCode);

  const maps = visitUs.getByRole('link', { name: 'Open in Google Maps' });
  await expect(maps).toHaveAttribute('href', cafe.mapUrl);
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
});

test('shows the opening hours and whether the cafe is open now', async ({ page }) => {
  await page.clock.setFixedTime(onCafeClock(cafeClock.midday));
  await visit(page, '/contact/');
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours).toContainText(openDaysText);
  await expect(hours).toContainText(formatHours(cafe.hours, en.hours));
  await expect(hours.getByText(openNowText)).toBeVisible();
});

test('the open-now status keeps to its one-line box on a 320px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const statuses: [Date, string][] = [
    [onCafeClock(cafeClock.midday), openNowText],
    [onCafeClock(cafeClock.afterClosing), closedText],
  ];
  if (onDayOff) statuses.push([onDayOff, dayOffText.status]);
  for (const [instant, text] of statuses) {
    await page.clock.setFixedTime(instant);
    await visit(page, '/contact/');
    const status = page.getByRole('region', { name: 'Opening hours' }).getByText(text);
    await expect(status).toBeVisible();
    const box = await status.locator('..').boundingBox();
    const pill = await status.boundingBox();
    expect(Math.abs(box!.height - 32)).toBeLessThanOrEqual(subPixel);
    expect(pill!.height).toBeLessThanOrEqual(32 + subPixel);
    expect(pill!.x + pill!.width).toBeLessThanOrEqual(box!.x + box!.width + subPixel);
  }
});
