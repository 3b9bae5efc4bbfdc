import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cafe } from '../data/cafe';
import { menu, type MenuItem } from '../data/menu';
import { languages, localePath, nameIn, type Locale } from '../lib/site/locale';
import { cafeOrderLanguage } from '../lib/order/order-language';
import { en } from '../lib/words/en';
import { hi } from '../lib/words/hi';
import { fill, plural } from '../lib/words/fill';
import { dishes, onePriceDish, onePriceDishes } from '../test/dishes';
import { hindiHoursText, middayOnOpenDay } from '../test/hours';
import { decodedText, openedLink } from './checkout-helpers';
import { expect, test, visit, waitForHydration } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

const wordsOf = { en, hi } as const;

// The owner may give several dishes one Hindi name (a Combo keeps its dish's): the Hindi menu then
// shows them alike, so the journeys pick a dish that it shows by a name of its own.
const ownHindiName = (dish: MenuItem) =>
  dishes.filter((other) => nameIn('hi', other) === nameIn('hi', dish)).length === 1;

/** A one-price dish the Hindi menu names as no other, ordered in both languages. */
function orderedDish(): typeof onePriceDish {
  const found = onePriceDishes.find(ownHindiName);
  if (!found) throw new Error('The tests need a one-price dish with a Hindi name of its own.');
  return found;
}

/** Adds a plate of the dish from the page's menu, searching for it by the name the page shows. */
async function addFromMenuIn(page: Page, locale: Locale, dish: typeof onePriceDish) {
  const words = wordsOf[locale];
  const shown = nameIn(locale, dish);
  await page.getByRole('searchbox', { name: words.menu.browser.searchLabel }).fill(shown);
  await expect(
    page.getByRole('heading', { level: 2, name: words.menu.browser.search.heading }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: fill(words.menu.dish.add.label, { dish: shown }), exact: true })
    .click();
}

function cartLink(page: Page, locale: Locale, count: number) {
  return page.getByRole('link', { name: plural(wordsOf[locale].cart.link.label, count) });
}

/** A pickup order of one plate of the dish, placed in the page's language; returns its message. */
async function pickupOrder(page: Page, locale: Locale, axe: boolean) {
  const words = wordsOf[locale];
  const dish = orderedDish();
  await visit(page, localePath(locale, '/menu/'));
  await addFromMenuIn(page, locale, dish);
  await cartLink(page, locale, 1).click();
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/order/')}$`));
  await expect(page.getByRole('main')).toContainText(nameIn(locale, dish));
  if (axe) await expectNoAxeViolations(page);

  await page.getByRole('button', { name: words.cart.review.checkout }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: words.checkout.flow.checkoutHeading }),
  ).toBeFocused();
  const send = page.getByRole('button', { name: words.checkout.form.send });
  await page.getByRole('radio', { name: words.checkout.orderType.labels.pickup }).check();
  // Until the details are in, the send button says what is missing, in the page's language.
  await expect(send).toHaveAccessibleDescription(new RegExp(words.checkout.fields.inSentence.name));
  if (axe) await expectNoAxeViolations(page);
  const label = (field: keyof typeof words.checkout.fields.labels) =>
    new RegExp(`^${words.checkout.fields.labels[field]}`);
  await page.getByRole('textbox', { name: label('name') }).fill('आशा Verma');
  await page.getByRole('textbox', { name: label('phone') }).fill('+91 94150 12345');
  if (axe) await expectNoAxeViolations(page);
  return decodedText(await openedLink(page, () => send.click()));
}

test.describe('an order on the Hindi site', () => {
  // The message is read at the cafe's midday, so that an order placed while it is closed carries
  // no time of its own and the two languages' messages can be compared whole.
  test.use({ cafeTime: middayOnOpenDay });

  // npm run test:content walks it after a change to content/, beside the delivery order of
  // e2e/checkout.spec.ts: it reads the message in the cafe's order language, either one.
  test(
    'takes a whole order in Hindi, and the kitchen reads it as it reads an English one',
    { tag: '@content' },
    async ({ page }) => {
      test.slow();
      const hindi = await pickupOrder(page, 'hi', true);
      await expect(page.locator('html')).toHaveAttribute('lang', languages.hi.lang);
      // The same order from the English site, in a tab of its own (in this one it would be the
      // visit's second order): the message names the dish as the kitchen knows it.
      const english = await pickupOrder(await page.context().newPage(), 'en', false);
      expect(hindi).toBe(english);
      // In the cafe's language (content/cafe.json's orderLanguage), dish names included.
      const { locale: orderLocale, words: message } = cafeOrderLanguage;
      expect(hindi.split('\n').slice(0, 3)).toEqual([
        fill(message.title, { cafe: cafe.name }),
        '',
        fill(message.name, { name: 'आशा Verma' }),
      ]);
      expect(hindi).toContain(nameIn(orderLocale, orderedDish()));
    },
  );
});

test.describe('the Hindi site', () => {
  test('the header switches to the same page in the other language, and the cart comes along', async ({
    page,
  }) => {
    await visit(page, '/menu/');
    await addFromMenuIn(page, 'en', onePriceDish);
    await expect(cartLink(page, 'en', 1)).toBeVisible();

    await page.getByRole('link', { name: en.site.otherLanguage, exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/menu\/$/);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', languages.hi.lang);
    await expect(cartLink(page, 'hi', 1)).toBeVisible();
    // The phone link reads as one phrase in Hindi, with no space before a comma.
    await expect(page.getByRole('link', { name: 'ऑर्डर करें (फ़ोन पर)', exact: true })).toBeVisible();
    const firstCategory = menu[0]!;
    await expect(
      page.getByRole('heading', { level: 2, name: nameIn('hi', firstCategory) }),
    ).toBeVisible();

    await page.getByRole('link', { name: hi.site.otherLanguage, exact: true }).click();
    await expect(page).toHaveURL(/\/menu\/$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', languages.en.lang);
    await expect(cartLink(page, 'en', 1)).toBeVisible();
  });

  test('says the opening hours as Hindi speakers say them, with बजे', async ({ page }) => {
    await visit(page, '/hi/contact/');
    await expect(page.getByRole('main').getByText(hindiHoursText)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(hindiHoursText)).toBeVisible();
  });

  test('searches in either script and says so in Hindi', async ({ page }) => {
    // axe reads the whole menu.
    test.slow();
    await visit(page, '/hi/menu/');
    const search = page.getByRole('searchbox', { name: hi.menu.browser.searchLabel });
    const withHindi = dishes.find((dish) => dish.hindiName && ownHindiName(dish));
    test.skip(!withHindi, 'No dish has a Hindi name of its own.');
    for (const typed of [withHindi!.hindiName!, withHindi!.name.toLowerCase()]) {
      await search.fill(typed);
      await expect(
        page.getByRole('heading', { level: 2, name: hi.menu.browser.search.heading }),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: nameIn('hi', withHindi!), exact: true }),
      ).toBeVisible();
    }
    await search.fill('qqqqqq');
    await expect(
      page.getByRole('status').filter({ hasText: hi.menu.browser.search.noneFound }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('no script the browser downloads holds a dictionary', () => {
    // Client islands get their words as props; only the whole-page error screen and the checkout
    // form's own chunk carry words in code.
    const chunks = join(__dirname, '..', 'out', '_next', 'static', 'chunks');
    const code = readdirSync(chunks)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(chunks, file), 'utf8'));
    for (const [area, text] of [
      ['site', hi.site.skipToContent],
      ['menu', hi.menu.browser.search.heading],
      ['cart', hi.cart.review.checkout],
      ['home', hi.home.hero.title],
    ] as const) {
      expect({ area, found: code.some((script) => script.includes(text)) }).toEqual({
        area,
        found: false,
      });
    }
  });
});
