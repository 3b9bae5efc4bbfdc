import { render, screen, within } from '@testing-library/react';
import { CartProvider } from '@/components/cart/cart-context';
import { menu, type MenuCategory } from '@/data/menu';
import { searchMenu } from '@/lib/menu-search';
import { MenuResults } from './menu-results';

const grill: MenuCategory = {
  name: 'Starters',
  emoji: '🍢',
  image: 'menu/starters.jpg',
  items: [
    { name: 'Chicken Tikka', diet: 'non-veg', price: 160, emoji: '🍗' },
    { name: 'Egg Pakora', diet: 'egg', price: 60, emoji: '🥚' },
  ],
};

type Props = Parameters<typeof MenuResults>[0];

function renderResults(props: Omit<Props, 'onSuggest'> & Partial<Pick<Props, 'onSuggest'>>) {
  return render(
    <CartProvider>
      <MenuResults onSuggest={() => {}} {...props} />
    </CartProvider>,
  );
}

describe('MenuResults with Veg only', () => {
  it('says so when a category has no veg dish', () => {
    renderResults({ query: '', category: grill, vegOnly: true });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(
      screen.getByText(
        'Starters has no vegetarian dishes: switch off Veg only to see its 2 dishes.',
      ),
    ).toBeInTheDocument();
  });

  it('shows every dish of that category, each with its mark, when Veg only is off', () => {
    renderResults({ query: '', category: grill, vegOnly: false });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(
      within(screen.getByRole('article', { name: 'Chicken Tikka' })).getByRole('img', {
        name: 'Non-vegetarian',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Egg Pakora' })).getByRole('img', {
        name: 'Contains egg',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has no vegetarian dishes/)).not.toBeInTheDocument();
  });

  it('says No items found and why when Veg only hides every search match', () => {
    const query = 'chicken';
    const hidden = searchMenu(menu, query).filter(({ item }) => item.diet !== 'veg').length;
    expect(hidden).toBeGreaterThan(0);
    renderResults({ query, category: grill, vegOnly: true });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    const status = screen.getByText(/^No items found/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(
      `No items found Veg only hides ${hidden} matching ${hidden === 1 ? 'dish' : 'dishes'} with egg or meat: switch it off to see them.`,
    );
  });

  it('suggests only veg dishes for a misspelling while Veg only is on', async () => {
    const dishes = menu.flatMap((category) => category.items);
    // A long word allows a typing slip; short words must be typed exactly.
    const nonVeg = dishes.find(
      (item) => item.diet !== 'veg' && item.name.split(' ').some((word) => word.length >= 6),
    )!;
    const word = nonVeg.name.split(' ').find((part) => part.length >= 6)!;
    // One letter dropped from the dish's longest word: no name contains it, but it is close.
    const query = (word.slice(0, 2) + word.slice(3)).toLowerCase();
    expect(searchMenu(menu, query)).toEqual([]);
    const suggested = () =>
      screen.queryAllByRole('button').map((button) => button.textContent ?? '');

    const { unmount } = renderResults({ query, category: grill, vegOnly: false });
    // The suggestions arrive in their own chunk, the first time they are needed.
    expect(await screen.findByRole('button', { name: nonVeg.name })).toBeInTheDocument();
    unmount();

    renderResults({ query, category: grill, vegOnly: true });
    expect(await screen.findByText('Try another word, or pick a category above.')).toBeVisible();
    const vegNames = new Set(dishes.filter((item) => item.diet === 'veg').map((item) => item.name));
    expect(suggested().filter((name) => !vegNames.has(name))).toEqual([]);
  });
});
