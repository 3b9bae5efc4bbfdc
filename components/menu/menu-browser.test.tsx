/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider } from '@/components/cart/cart-provider';
import { favouriteDishNames } from '@/data/favourites';
import { menu } from '@/data/menu';
import { madeUpCategory, madeUpDish } from '@/test/made-up';
import { isVeg, vegOnlyFilter } from '@/lib/menu/diet';
import { matchesNamed } from '@/lib/menu/menu-lookup';
import { categoryChips } from '@/lib/menu/menu-place';
import { maxSearchLength } from '@/lib/menu/menu-search';
import { rankDishes } from '@/lib/menu/search-rank';
import { suggestDishes } from '@/lib/menu/suggest';
import { en } from '@/lib/words/en';
import { MenuBrowser } from './menu-browser';
import { MenuSections } from './menu-sections';
import { standInBrowser } from './test-browser';
import { VegOnlyProvider } from './veg-only-context';

// Every dish of the menu is rendered, in jsdom and React's development build: give each test time.
jest.setTimeout(30_000);
beforeAll(standInBrowser);

// Each test is a first visit: none opens at the search or place the one before it left.
jest.mock('./use-menu-place', () => ({
  ...jest.requireActual<typeof import('./use-menu-place')>('./use-menu-place'),
  openingPlace: () => null,
}));

const dishes = menu.flatMap((category) => category.items);

function renderMenu() {
  return render(
    <CartProvider words={en.cart.store}>
      <VegOnlyProvider>
        <MenuBrowser
          categories={categoryChips(menu, 'en')}
          imageHost="https://images.example"
          searchLimit={maxSearchLength}
          noScriptNote={null}
          noScriptCategories={null}
          words={en.menu.browser}
          dishWords={en.menu.dish}
          vegMark={null}
          orderAgainWords={en.cart.orderAgain}
        >
          <MenuSections categories={menu} imageHost="https://images.example" locale="en" />
        </MenuBrowser>
      </VegOnlyProvider>
    </CartProvider>,
  );
}

/**
 * The search's own status line (the cart has another), by what it says, once the results (loaded
 * on the first search, and compiled for the first test that searches) say it.
 */
function resultStatus() {
  return screen.findByText(/^(No items found|\d+ dish(es)? found)/, {}, { timeout: 10_000 });
}

function search() {
  return screen.getByRole('searchbox', { name: 'Search the menu' });
}

/** Puts the text in the search box in one go: typing each key re-renders the whole menu. */
async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(search());
  await user.paste(text);
}

describe('MenuBrowser', () => {
  it('lists every category in order, each with all its dishes', () => {
    renderMenu();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      menu.map((category) => category.name),
    );
    for (const category of menu) {
      const section = screen.getByRole('region', { name: category.name });
      expect(
        within(section)
          .getAllByRole('article')
          .map((row) => row.querySelector('h3')?.textContent),
      ).toEqual(category.items.map((item) => item.name));
    }
    expect(screen.getAllByRole('article')).toHaveLength(dishes.length);
  });

  it('marks the first category current until the customer scrolls', () => {
    renderMenu();
    const bar = screen.getByRole('toolbar', { name: 'Menu categories' });
    expect(within(bar).getByRole('button', { name: menu[0]!.name })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows Search Results across categories instead of the list while a search is typed', async () => {
    const user = userEvent.setup();
    renderMenu();
    await searchFor(user, 'PANEER');
    // The names that start with the word first, then those that hold it further on.
    const holding = dishes.filter((item) => item.name.toLowerCase().includes('paneer'));
    const starting = holding.filter((item) => item.name.toLowerCase().startsWith('paneer'));
    const matches = [...starting, ...holding.filter((item) => !starting.includes(item))];
    expect(screen.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
    expect(await resultStatus()).toHaveTextContent(`${matches.length} dishes found`);
    expect(
      screen.getAllByRole('article').map((row) => row.querySelector('h3')?.textContent),
    ).toEqual(matches.map((item) => item.name));
    expect(screen.queryByRole('region', { name: menu[0]!.name })).not.toBeInTheDocument();
    const bar = screen.getByRole('toolbar', { name: 'Menu categories' });
    expect(within(bar).queryByRole('button', { current: true })).not.toBeInTheDocument();
  });

  it('says No items found when no name contains the text, and offers the favourites', async () => {
    const user = userEvent.setup();
    renderMenu();
    await searchFor(user, 'qqqqqq');
    expect(await resultStatus()).toHaveTextContent('No items found');
    const favourites = await screen.findByRole('region', { name: 'Our favourites' });
    expect(
      within(favourites)
        .getAllByRole('article')
        .map((row) => row.querySelector('h3')?.textContent),
    ).toEqual(matchesNamed(menu, favouriteDishNames).map(({ item }) => item.name));
    expect(screen.getAllByRole('article')).toHaveLength(favouriteDishNames.length);
  });

  it('clears the search when a category is chosen, and marks that category', async () => {
    const user = userEvent.setup();
    renderMenu();
    const chosen = menu.at(-1)!;
    await searchFor(user, 'momos');
    await user.click(screen.getByRole('button', { name: chosen.name }));
    expect(search()).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Search Results' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: chosen.name })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: chosen.name })).toHaveFocus();
  });

  it('says why Veg only leaves a search with nothing to show', async () => {
    const user = userEvent.setup();
    renderMenu();
    const meat = dishes.find(
      (item) => !isVeg(item) && rankDishes(menu, item.name).every((match) => !isVeg(match.item)),
    )!;
    const hidden = vegOnlyFilter(rankDishes(menu, meat.name), true).hidden;
    await user.click(screen.getByRole('switch', { name: 'Veg only' }));
    await searchFor(user, meat.name);
    expect(await resultStatus()).toHaveTextContent(
      `No items found Veg only hides ${hidden} matching ${hidden === 1 ? 'dish' : 'dishes'} with egg or meat: switch it off to see ${hidden === 1 ? 'it' : 'them'}.`,
    );
  });

  it('finds a misspelt dish in the results, and Veg only hides a non-veg one', async () => {
    const user = userEvent.setup();
    // A long word of a non-veg dish, one letter dropped: no name contains it, but it is close.
    const nonVeg = dishes.find(
      (item) => !isVeg(item) && item.name.split(' ').some((word) => word.length >= 6),
    )!;
    const word = nonVeg.name.split(' ').find((part) => part.length >= 6)!;
    const query = (word.slice(0, 2) + word.slice(3)).toLowerCase();
    expect(dishes.filter((item) => item.name.toLowerCase().includes(query))).toEqual([]);

    const { unmount } = renderMenu();
    await searchFor(user, query);
    // The search arrives in its own chunk, the first time it is needed.
    expect(await screen.findByRole('article', { name: nonVeg.name })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Did you mean' })).not.toBeInTheDocument();
    unmount();

    renderMenu();
    await user.click(screen.getByRole('switch', { name: 'Veg only' }));
    await searchFor(user, query);
    expect(await resultStatus()).toHaveTextContent(/Veg only hides/);
    expect(screen.queryByRole('article', { name: nonVeg.name })).not.toBeInTheDocument();
  });

  it('offers close names for a word too misspelt to find, only veg ones with Veg only on', async () => {
    const user = userEvent.setup();
    // A long word of a non-veg dish with three letters changed: too far for the results.
    const next = (letter: string) =>
      letter === 'z' ? 'a' : String.fromCharCode(letter.charCodeAt(0) + 1);
    const far = dishes
      .filter((item) => !isVeg(item))
      .flatMap((item) =>
        item.name
          .toLowerCase()
          .split(' ')
          .map((word) => ({ item, word })),
      )
      .filter(({ word }) => /^[a-z]{7,}$/.test(word))
      .map(({ item, word }) => ({
        item,
        query: [...word].map((letter, at) => (at >= 1 && at <= 3 ? next(letter) : letter)).join(''),
      }))
      .find(({ item, query }) => suggestDishes(menu, query)[0]?.name === item.name)!;

    const { unmount } = renderMenu();
    await searchFor(user, far.query);
    const list = await screen.findByRole('list', { name: 'Did you mean' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent(far.item.name);
    unmount();

    renderMenu();
    await user.click(screen.getByRole('switch', { name: 'Veg only' }));
    await searchFor(user, far.query);
    expect(await resultStatus()).toHaveTextContent('No items found');
    expect(screen.queryByRole('button', { name: far.item.name })).not.toBeInTheDocument();
  });
});

describe('MenuSections', () => {
  const grill = madeUpCategory('Starters', [
    madeUpDish('Chicken Tikka', { diet: 'non-veg' }),
    madeUpDish('Egg Pakora', { diet: 'egg' }),
  ]);

  it('shows every dish with its mark, and a count for each state of Veg only', () => {
    render(
      <CartProvider words={en.cart.store}>
        <MenuSections categories={[grill]} imageHost="" locale="en" />
      </CartProvider>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(
      within(screen.getByRole('article', { name: 'Egg Pakora' })).getByRole('img', {
        name: 'Contains egg',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 dishes')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Starters has no vegetarian dishes: switch off Veg only to see its 2 dishes.',
      ),
    ).toBeInTheDocument();
  });
});
