import type { Page } from '@playwright/test';
import { menu } from '../data/menu';
import { searchWords } from '../data/search-words';
import { alsoTry } from '../lib/also-try';
import { searchMenu } from '../lib/menu-search';
import { maxSuggestions, suggestDishes } from '../lib/suggest';
import { dishes, dishesNamedWith } from '../test/dishes';
import { expect, test, visit } from './fixtures';
import { searchBox, screenBoxes } from './menu-page';
import { expectNoAxeViolations, tabTo } from './page-checks';

test.beforeEach(async ({ page }) => {
  await visit(page, '/menu/');
});

/**
 * What the menu should offer for the query, and the dishes named with the word it misspells. The
 * query is no search word (content/search-words.json): those offer their dishes instead.
 */
function expected(query: string, word: string) {
  expect(alsoTry(menu, searchWords, query)).toEqual([]);
  const offered = suggestDishes(dishes, query);
  const named = dishesNamedWith(word).map((item) => item.name);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(maxSuggestions);
  expect(offered.filter((name) => !named.includes(name))).toEqual([]);
  return offered;
}

function suggestions(page: Page) {
  return page.getByRole('list', { name: 'Did you mean' }).getByRole('button');
}

test('a misspelt dish offers close names, and one tap shows that dish', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('chowmin');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('No items found');
  await expect(page.getByText('Did you mean')).toBeVisible();
  const offered = expected('chowmin', 'chowmein');
  await expect(suggestions(page)).toHaveText(offered);
  await expect(page.getByRole('article')).toHaveCount(0);

  const chosen = offered[0]!;
  await suggestions(page).getByText(chosen, { exact: true }).click();
  await expect(search).toHaveValue(chosen);
  await expect(page.getByRole('article', { name: chosen, exact: true })).toBeVisible();
  const found = searchMenu(menu, chosen).length;
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `${found} ${found === 1 ? 'dish' : 'dishes'} found`,
  );
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeFocused();
});

test('Hinglish spellings find their dishes', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  for (const [typed, word] of [
    ['biriani', 'biryani'],
    ['panner', 'paneer'],
  ] as const) {
    const offered = expected(typed, word);
    await search.fill(typed);
    await expect(suggestions(page)).toHaveText(offered);
    await suggestions(page).first().click();
    await expect(page.getByRole('article', { name: offered[0], exact: true })).toBeVisible();
  }
});

test('a word the menu contains shows its dishes and no suggestions', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('momo');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ dish(es)? found$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('No items found')).toHaveCount(0);
  await expect(page.getByText('Did you mean')).toHaveCount(0);
});

test('nonsense finds nothing and suggests nothing', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('qqqqqq');
  await expect(page.getByText('No items found')).toBeVisible();
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Did you mean' })).toHaveCount(0);
});

test('a suggestion can be chosen with the keyboard alone', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.focus();
  await page.keyboard.type('biriani');
  await expect(page.getByText('Did you mean')).toBeVisible();

  // Onwards from the search box, past the page's other controls, to the suggestions.
  const first = suggestions(page).first();
  await tabTo(page, first);
  const firstName = (await first.textContent())!;
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue(firstName);
  await expect(page.getByRole('article', { name: firstName, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeFocused();
  // The next stop is the dish's own add button.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^Add ${firstName}`));

  await search.fill('chowmin');
  await search.focus();
  const second = suggestions(page).nth(1);
  await tabTo(page, second);
  const secondName = (await second.textContent())!;
  await page.keyboard.press('Space');
  await expect(search).toHaveValue(secondName);
  await expect(page.getByRole('article', { name: secondName, exact: true })).toBeVisible();
});

test('the suggestions pass an accessibility check', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('panner');
  await expect(page.getByText('Did you mean')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('what customers type', () => {
  /** The dishes whose English or Hindi name has the text in it, read straight from the menu. */
  function named(text: string) {
    const needle = text.toLowerCase();
    return dishes.filter(
      (dish) => dish.name.toLowerCase().includes(needle) || dish.hindiName?.includes(text),
    );
  }

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

  test('a word of a Hindi name finds its dishes, in Devanagari on the English menu', async ({
    page,
  }) => {
    const withHindi = dishes.find((dish) => dish.hindiName?.includes(' '));
    test.skip(!withHindi, 'No dish on the menu has a Hindi name of two words.');
    const word = withHindi!.hindiName!.split(' ').at(-1)!;
    await searchBox(page).fill(word);
    const expected = named(word);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
      `${expected.length} ${expected.length === 1 ? 'dish' : 'dishes'} found`,
    );
    const rows = page.getByRole('article');
    for (const [index, dish] of expected.entries()) {
      await expect(rows.nth(index).getByRole('heading', { level: 3 })).toHaveText(dish.name);
    }
    await expect(page.getByText('No items found')).toHaveCount(0);
  });

  test('a Latin or Devanagari search word that no name contains offers its dishes first', async ({
    page,
  }) => {
    const words = searchWords
      .map(({ typed }) => typed)
      .filter((typed) => named(typed).length === 0);
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
