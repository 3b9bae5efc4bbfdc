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

function renderResults(props: Parameters<typeof MenuResults>[0]) {
  return render(
    <CartProvider>
      <MenuResults {...props} />
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
});
