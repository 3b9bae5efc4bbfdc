import { favouriteDishNames } from '@/data/favourites';
import { menu, type MenuCategory } from '@/data/menu';
import { orderableDishes } from './menu-lookup';

const tiny: MenuCategory[] = [
  {
    name: 'Hot Drinks',
    emoji: '☕',
    image: '',
    items: [
      { name: 'Kulhad Tea', diet: 'veg', price: 15, emoji: '🍵' },
      { name: 'Packaged Water', diet: 'veg', price: 'Print Rate', emoji: '💧' },
    ],
  },
  {
    name: 'Momos',
    emoji: '🥟',
    image: '',
    items: [{ name: 'Fried Momos', diet: 'veg', price: 70, fullPrice: 130, emoji: '🥟' }],
  },
];

describe('orderableDishes', () => {
  it('finds dishes across categories in the order asked', () => {
    expect(orderableDishes(tiny, ['Fried Momos', 'Kulhad Tea'])).toEqual([
      { name: 'Fried Momos', diet: 'veg', price: 70, fullPrice: 130, emoji: '🥟' },
      { name: 'Kulhad Tea', diet: 'veg', price: 15, emoji: '🍵' },
    ]);
  });

  it('names a dish that is not on the menu', () => {
    expect(() => orderableDishes(tiny, ['Kulhad Tea', 'Kulhad Coffee'])).toThrow(
      '"Kulhad Coffee" is not on the menu',
    );
  });

  it('refuses a dish that cannot be ordered online', () => {
    expect(() => orderableDishes(tiny, ['Packaged Water'])).toThrow('Print Rate');
  });

  it('finds every home page favourite on the menu, as the menu lists it', () => {
    const listed = new Map(
      menu.flatMap((category) => category.items).map((item) => [item.name, item]),
    );
    expect(orderableDishes(menu, favouriteDishNames)).toEqual(
      favouriteDishNames.map((name) => listed.get(name)),
    );
  });
});
