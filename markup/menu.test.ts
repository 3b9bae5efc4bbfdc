/** @jest-environment jsdom */
import { menu, type MenuItem } from '@/data/menu';
import { descriptionIn, localePath, locales, nameIn, type Locale } from '@/lib/site/locale';
import { formatRupees } from '@/lib/order/money';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';
import { bakedDishStock, rowMarks } from '@/lib/stock/baked-stock';
import { builtPage, textOf } from '../test/built-site';

// Every dish of the menu as the built page lists it, before any script runs: what a customer with
// JavaScript off reads, and what the browser hydrates.

/**
 * The names of the Add buttons a dish's row holds, in the page's language: a sold-out dish's too,
 * which CSS hides until the published stock says it is back.
 */
function addLabels(locale: Locale, dish: MenuItem): string[] {
  const { add } = wordsFor(locale).menu.dish;
  const name = nameIn(locale, dish);
  if (dish.price === 'Print Rate') return [];
  if (dish.fullPrice === undefined) return [fill(add.label, { dish: name })];
  return (['half', 'full'] as const).map((size) =>
    fill(add.label, { dish: fill(add.sized, { dish: name, size: add[size] }) }),
  );
}

/** What a customer reads of a dish's price: one price, Half and Full, or Print Rate. */
function priceTexts(locale: Locale, dish: MenuItem): string[] {
  const words = wordsFor(locale).menu.dish;
  if (dish.price === 'Print Rate') return [words.printRate];
  if (dish.fullPrice === undefined) return [formatRupees(dish.price)];
  return [
    `${words.half} ${formatRupees(dish.price)}`,
    `${words.full} ${formatRupees(dish.fullPrice)}`,
  ];
}

/** The element an `aria-labelledby` element takes its name from. */
function nameOf(element: Element): string {
  const id = element.getAttribute('aria-labelledby') ?? '';
  return textOf(element.ownerDocument.getElementById(id));
}

describe.each(locales)('the menu in %s', (locale) => {
  const page = builtPage(localePath(locale, '/menu/'));
  const words = wordsFor(locale).menu.dish;
  const sections = [...page.querySelectorAll('main section[aria-labelledby]')].filter((section) =>
    section.querySelector('article'),
  );

  it('lists every category in order, under its own heading', () => {
    expect(sections.map(nameOf)).toEqual(menu.map((category) => nameIn(locale, category)));
    for (const section of sections) {
      expect(textOf(section.querySelector('h2'))).toBe(nameOf(section));
    }
  });

  it.each(menu.map((category, index) => [category.name, index] as const))(
    '%s: every dish with its name, description, diet mark, price and Add buttons',
    (_, index) => {
      const category = menu[index]!;
      const rows = [...sections[index]!.querySelectorAll('article')];
      expect(rows.map(nameOf)).toEqual(category.items.map((dish) => nameIn(locale, dish)));
      category.items.forEach((dish, row) => {
        const article = rows[row]!;
        const heading = article.querySelector('h3');
        expect(textOf(heading)).toBe(nameIn(locale, dish));
        // The mark sits beside the name, not inside its heading.
        const marks = [...article.querySelectorAll('[role="img"]')];
        expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual([
          words.diet[dish.diet],
        ]);
        expect(heading?.contains(marks[0]!)).toBe(false);
        const text = textOf(article);
        for (const price of priceTexts(locale, dish)) expect(text).toContain(price);
        const description = descriptionIn(locale, dish);
        if (description) expect(text).toContain(description);
        // The build's stock, which CSS shows: Sold out in place of Add, or no row at all.
        expect(article.getAttribute('data-stock')).toBe(rowMarks[bakedDishStock(dish.name)]);
        if (typeof dish.price === 'number') expect(text).toContain(words.soldOut);
        const buttons = [...article.querySelectorAll('button')];
        expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
          addLabels(locale, dish),
        );
      });
    },
  );
});
