/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider } from '@/components/cart/cart-provider';
import { favouriteDishNames } from '@/data/favourites';
import { menu } from '@/data/menu';
import { madeUpCategory, madeUpDish } from '@/test/made-up';
import { isVeg, vegOnlyFilter } from '@/lib/diet';
import { matchesNamed } from '@/lib/menu-lookup';
import { categoryChips } from '@/lib/menu-place';
import { searchMenu } from '@/lib/menu-search';
import { suggestDishes } from '@/lib/suggest';
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
    const matches = searchMenu(menu, 'paneer');
    expect(screen.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
    expect(await resultStatus()).toHaveTextContent(`${matches.length} dishes found`);
    expect(
      screen.getAllByRole('article').map((row) => row.querySelector('h3')?.textContent),
    ).toEqual(matches.map(({ item }) => item.name));
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
      (item) => !isVeg(item) && searchMenu(menu, item.name).every((match) => !isVeg(match.item)),
    )!;
    const hidden = vegOnlyFilter(searchMenu(menu, meat.name), true).hidden;
    await user.click(screen.getByRole('switch', { name: 'Veg only' }));
    await searchFor(user, meat.name);
    expect(await resultStatus()).toHaveTextContent(
      `No items found Veg only hides ${hidden} matching ${hidden === 1 ? 'dish' : 'dishes'} with egg or meat: switch it off to see ${hidden === 1 ? 'it' : 'them'}.`,
    );
  });

  it('offers close names for a misspelling, only veg ones with Veg only on', async () => {
    const user = userEvent.setup();
    // A long word of a non-veg dish with one letter dropped: no name contains it, but the dish
    // is among the closest names (lib/suggest.ts ranks them; its own tests hold how).
    const misspelt = (word: string) => (word.slice(0, 2) + word.slice(3)).toLowerCase();
    const [nonVeg, query] = dishes
      .filter((item) => !isVeg(item))
      .flatMap((item) =>
        item.name
          .split(' ')
          .filter((word) => word.length >= 6)
          .map((word) => [item, misspelt(word)] as const),
      )
      .find(([item, typed]) => suggestDishes(dishes, typed).includes(item.name))!;
    expect(searchMenu(menu, query)).toEqual([]);

    const { unmount } = renderMenu();
    await searchFor(user, query);
    // The suggestions arrive in their own chunk, the first time they are needed.
    expect(await screen.findByRole('button', { name: nonVeg.name })).toBeInTheDocument();
    unmount();

    renderMenu();
    await user.click(screen.getByRole('switch', { name: 'Veg only' }));
    await searchFor(user, query);
    const vegNames = suggestDishes(dishes.filter(isVeg), query);
    if (vegNames.length === 0) {
      // No veg dish is close: the favourites are offered instead, veg ones only.
      expect(await screen.findByRole('region', { name: 'Our favourites' })).toBeVisible();
      expect(screen.queryByRole('list', { name: 'Did you mean' })).not.toBeInTheDocument();
    } else {
      const list = await screen.findByRole('list', { name: 'Did you mean' });
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(vegNames);
    }
    expect(screen.queryByRole('button', { name: nonVeg.name })).not.toBeInTheDocument();
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
