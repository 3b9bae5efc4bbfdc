import type { Page } from '@playwright/test';
import { menu, type MenuItem } from '../data/menu';
import { searchWords } from '../data/search-words';
import { alsoTry } from '../lib/menu/also-try';
import { nameIn } from '../lib/site/locale';
import { maxSearchLength } from '../lib/menu/menu-search';
import { searchFindings } from '../lib/menu/search-rank';
import { maxSuggestions, suggestDishes } from '../lib/menu/suggest';
import { en } from '../lib/words/en';
import { hi } from '../lib/words/hi';
import { fill } from '../lib/words/fill';
import { dishes } from '../test/dishes';
import { slips, typoWord } from '../test/typos';
import { expect, test, visit } from './fixtures';
import { screenBoxes, searchBox, smallPhone } from './menu-page';
import { expectNoAxeViolations, expectNoSidewaysScroll, tabTo } from './page-checks';

const words = { en, hi };

/** The dishes whose English or Hindi name has the text in it, read straight from the menu. */
function named(text: string): MenuItem[] {
  const needle = text.toLowerCase();
  return dishes.filter(
    (dish) => dish.name.toLowerCase().includes(needle) || dish.hindiName?.includes(text),
  );
}

/**
 * A misspelling no name holds and no search word (content/search-words.json) offers dishes for:
 * the search has only the misspelling to go on.
 */
function onlyMisspelt(query: string): boolean {
  return named(query).length === 0 && alsoTry(menu, searchWords, query).length === 0;
}

/** The dish whose name the typo was made from, at the top of the results. */
async function expectFirst(page: Page, dish: MenuItem, locale: 'en' | 'hi' = 'en') {
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(nameIn(locale, dish));
  await expect(page.getByText(words[locale].menu.browser.search.noneFound)).toHaveCount(0);
  await expect(page.getByText(words[locale].menu.browser.search.didYouMean)).toHaveCount(0);
}

/** Types as a customer does: a key at a time, into the search box. */
async function typeSearch(page: Page, text: string, locale: 'en' | 'hi' = 'en') {
  const box = page.getByRole('searchbox', { name: words[locale].menu.browser.searchLabel });
  await box.clear();
  await box.pressSequentially(text);
}

function suggestions(page: Page, locale: 'en' | 'hi' = 'en') {
  return page
    .getByRole('list', { name: words[locale].menu.browser.search.didYouMean })
    .getByRole('button');
}

/** The letter after `letter` (z gives a). */
function next(letter: string): string {
  return letter === 'z' ? 'a' : String.fromCharCode(letter.charCodeAt(0) + 1);
}

/**
 * A word of a dish's name with three letters changed, too far for the results, that "Did you
 * mean" places on that dish first; with a Hindi name when `hindi` is set.
 */
function farTypo({ hindi = false } = {}): { dish: MenuItem; query: string } {
  for (const dish of dishes.filter((item) => !hindi || item.hindiName)) {
    for (const word of dish.name
      .toLowerCase()
      .split(' ')
      .filter((w) => /^[a-z]{7,}$/.test(w))) {
      const query = [...word].map((letter, at) => (at >= 1 && at <= 3 ? next(letter) : letter));
      const typed = query.join('');
      if (onlyMisspelt(typed) && suggestDishes(menu, typed)[0]?.name === dish.name) {
        return { dish, query: typed };
      }
    }
  }
  throw new Error('The tests need a dish with a word of seven letters in content/menu.json.');
}

test.describe('a misspelling finds its dish in the results', () => {
  test('a letter dropped, changed, added or swapped in a dish name', async ({ page }) => {
    await visit(page, '/menu/');
    // One dish of each two-word name shape, misspelt each way the typo helper knows.
    const dish = dishes.find((item) => {
      const word = typoWord(item.name);
      return item.name.split(' ').length === 2 && word && slips(word).length === 4;
    })!;
    const word = typoWord(dish.name)!;
    for (const typo of slips(word)) {
      const query = dish.name.toLowerCase().replace(word, typo);
      test.skip(!onlyMisspelt(query), `“${query}” is a name or a search word.`);
      await typeSearch(page, query);
      await expectFirst(page, dish);
    }
  });

  test('the dishes the search finds pass an accessibility check', async ({ page }) => {
    await visit(page, '/menu/');
    const dish = dishes.find((item) => typoWord(item.name))!;
    const word = typoWord(dish.name)!;
    await typeSearch(page, word.slice(0, 2) + word.slice(3));
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Did you mean, for a word too misspelt to find', () => {
  test('offers close names, and one tap shows that dish', async ({ page }) => {
    await visit(page, '/menu/');
    const { dish, query } = farTypo();
    await typeSearch(page, query);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
      'No items found',
    );
    await expect(suggestions(page).first()).toHaveText(dish.name);
    expect(await suggestions(page).count()).toBeLessThanOrEqual(maxSuggestions);
    await suggestions(page).first().click();
    await expect(searchBox(page)).toHaveValue(dish.name);
    await expect(page.getByRole('article', { name: dish.name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeFocused();
    await expect(page.getByText('Did you mean')).toHaveCount(0);
  });

  test('on /hi/, in Hindi: the dish’s Hindi name, which a tap searches', async ({ page }) => {
    await visit(page, '/hi/menu/');
    const { dish, query } = farTypo({ hindi: true });
    await typeSearch(page, query, 'hi');
    await expect(page.getByText(hi.menu.browser.search.didYouMean)).toBeVisible();
    await expect(suggestions(page, 'hi').first()).toHaveText(dish.hindiName!);
    await suggestions(page, 'hi').first().click();
    const box = page.getByRole('searchbox', { name: hi.menu.browser.searchLabel });
    await expect(box).toHaveValue(dish.hindiName!);
    await expect(page.getByRole('article', { name: dish.hindiName!, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a suggestion can be chosen with the keyboard alone', async ({ page }) => {
    await visit(page, '/menu/');
    const { dish, query } = farTypo();
    await searchBox(page).focus();
    await page.keyboard.type(query);
    const first = suggestions(page).first();
    await expect(first).toHaveText(dish.name);
    // Onwards from the search box, past the page's other controls, to the suggestions.
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toHaveValue(dish.name);
    await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeFocused();
    // The next stop is the dish's own first add button.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^Add ${dish.name}`));
  });
});

test.describe('a paste far longer than a dish name', () => {
  for (const locale of ['en', 'hi'] as const) {
    test(`is cut, says so and still searches (${locale})`, async ({ page, context }) => {
      await visit(page, locale === 'en' ? '/menu/' : '/hi/menu/');
      const browser = words[locale].menu.browser;
      const box = page.getByRole('searchbox', { name: browser.searchLabel });
      // A word of 40,000 letters on the clipboard, pasted as a customer pastes.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const pasted = 'a'.repeat(40_000);
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await box.focus();
      await page.keyboard.press('ControlOrMeta+V');

      await expect(box).toHaveValue(pasted.slice(0, maxSearchLength));
      await expect(
        page.getByText(fill(browser.searchCut, { count: maxSearchLength })),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: browser.search.noneFound }),
      ).toBeVisible();
      // The notes that quote the search break it across lines.
      await expectNoSidewaysScroll(page);
      await page.setViewportSize(smallPhone.viewport);
      // Still a search: one key less, and the note goes.
      await page.keyboard.press('Backspace');
      await expect(box).toHaveValue(pasted.slice(0, maxSearchLength - 1));
      await expect(page.getByText(fill(browser.searchCut, { count: maxSearchLength }))).toHaveCount(
        0,
      );
      await expect(
        page.getByRole('heading', { level: 2, name: browser.search.heading }),
      ).toBeVisible();
    });
  }
});

test.describe('what customers type', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/menu/');
  });

  /**
   * A query of two words that no name contains, which the search words turn into a dish's name:
   * another word of that name, then a word customers type for one of its words ("kulhad chai").
   */
  function twoWordQuery() {
    for (const { typed, means: meant } of searchWords) {
      if (!/^[a-z]+$/.test(typed)) continue;
      for (const dish of dishes) {
        const words = dish.name.toLowerCase().split(' ');
        const other = words.find((word) => /^[a-z]{3,}$/.test(word) && !meant.includes(word));
        if (!other || !meant.some((word) => words.includes(word))) continue;
        const query = `${other} ${typed}`;
        if (named(query).length === 0) return { query, dish };
      }
    }
    throw new Error('The tests need a search word for a word of a dish name in content/.');
  }

  test('a query of several words leads with the dishes it means, then says No items found', async ({
    page,
  }) => {
    const { query, dish } = twoWordQuery();
    await searchBox(page).fill(query);
    const offered = page.getByRole('region', { name: new RegExp(`for “${query}”$`) });
    const heading = offered.getByRole('heading', { level: 2 });
    await expect(heading).toBeVisible();
    const rows = page.getByRole('article');
    const first = (await rows.first().getByRole('heading', { level: 3 }).textContent())!;
    const count = await rows.count();
    await expect(heading).toHaveText(
      count === 1 ? `${first} for “${query}”` : `${first} and ${count - 1} more for “${query}”`,
    );
    await expect(page.getByRole('article', { name: dish.name, exact: true })).toBeVisible();
    // Screen readers hear the heading's words; No items found is the small print after the dishes.
    await expect(page.getByRole('status').filter({ hasText: query })).toHaveText(
      (await heading.textContent())!,
    );
    const smallPrint = offered.getByText(`No items found with “${query}” in the name.`);
    await expect(smallPrint).toBeVisible();
    const [last, print] = await screenBoxes([rows.last(), smallPrint]);
    expect(print!.y).toBeGreaterThan(last!.y);
    await expect(page.getByText('Did you mean')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a Latin or Devanagari search word that no name contains offers its dishes first', async ({
    page,
  }) => {
    // Words the search finds no name for, even spelt another way ("कॉफी" finds कॉफ़ी by its letters).
    const words = searchWords
      .map(({ typed }) => typed)
      .filter((typed) => searchFindings(menu, searchWords, typed).found.length === 0);
    for (const script of [/^[a-z ]+$/, /^[\u0900-\u097f]+$/]) {
      const typed = words.find((word) => script.test(word) && meantDishes(word).length > 0);
      expect(typed, `a search word in ${script} with dishes`).toBeDefined();
      await searchBox(page).fill(typed!);
      const meant = meantDishes(typed!);
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`for “${typed}”$`) }),
      ).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      for (const dish of meant) {
        await expect(page.getByRole('article', { name: dish.name, exact: true })).toBeVisible();
      }
      await expect(page.getByText(`No items found with “${typed}” in the name.`)).toBeVisible();
    }
  });

  /** The dishes a search word means: a word of their name starts with a word the table gives. */
  function meantDishes(typed: string) {
    const { means } = searchWords.find((word) => word.typed === typed)!;
    return dishes.filter((dish) =>
      means.some((meant) =>
        `${dish.name} ${dish.hindiName ?? ''}`
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(meant.toLowerCase())),
      ),
    );
  }
});
