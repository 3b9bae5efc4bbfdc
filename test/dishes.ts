/**
 * The dishes the tests use, picked from content/menu.json by their shape, never by a name or a price
 * the owner may change. Unit tests and e2e specs both read them, so an owner who edits the menu as
 * the README says still sees `npm test` pass. Expected figures come from these dishes through lib/.
 */
import { favouriteDishNames } from '../data/favourites';
import { menu, type MenuCategory, type MenuItem } from '../data/menu';
import { unitPrice, type Size } from '../lib/order/cart';
import { isVeg } from '../lib/menu/diet';
import { orderableDishes, type OrderableDish } from '../lib/menu/menu-lookup';
import { bakedDishStock } from '../lib/stock/baked-stock';

/** A dish with the category that lists it, in menu order. */
export type Listed = { category: MenuCategory; item: MenuItem; index: number };

export const listedDishes: Listed[] = menu.flatMap((category) =>
  category.items.map((item, index) => ({ category, item, index })),
);

export const dishes: MenuItem[] = listedDishes.map(({ item }) => item);

/** Whether the shipped stock (content/stock.json) lets a customer add the dish. */
export const inStock = (item: MenuItem) => bakedDishStock(item.name) === 'in stock';

/** A dish with one price that can be added today: in stock. */
export function isOnePrice(item: MenuItem): item is OrderableDish {
  return typeof item.price === 'number' && item.fullPrice === undefined && inStock(item);
}

/** A dish with a Half and a Full price that can be added today: in stock. */
export function isHalfAndFull(item: MenuItem): item is OrderableDish & { fullPrice: number } {
  return typeof item.price === 'number' && item.fullPrice !== undefined && inStock(item);
}

/** The first listed dish that matches, or an error naming what the menu lacks. */
export function firstListed(what: string, matches: (listed: Listed) => boolean): Listed {
  const found = listedDishes.find(matches);
  if (!found) throw new Error(`The tests need ${what} in content/menu.json.`);
  return found;
}

/**
 * Stands for what `find` returns, and calls it only when a test first reads it. The owner may
 * take every dish of a kind off the menu: the tests that need one then fail with find's message,
 * naming what the menu lacks, while every other spec that imports this file still runs. It is not
 * the dish itself, so tell dishes apart by name (unique on the menu), never by identity.
 */
function whenRead<T extends object>(find: () => T): T {
  let found: T | undefined;
  const target = () => (found ??= find());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}

function first<T extends MenuItem>(what: string, matches: (item: MenuItem) => item is T): T;
function first(what: string, matches: (item: MenuItem) => boolean): MenuItem;
function first(what: string, matches: (item: MenuItem) => boolean): MenuItem {
  return firstListed(what, ({ item }) => matches(item)).item;
}

/** Dishes with one price and an add button, in menu order. */
export const onePriceDishes = dishes.filter(isOnePrice);

export const onePriceDish = whenRead(() =>
  first('a one-price veg dish', (item) => isOnePrice(item) && isVeg(item)),
);
export const halfAndFullDish = whenRead(() => first('a Half/Full dish', isHalfAndFull));

/** A dish with a description, for the line under its name. */
export const describedDish = whenRead(() =>
  first('a dish with a description', (item): item is MenuItem & { description: string } =>
    Boolean(item.description),
  ),
);

/** The dishes whose name contains the word, ignoring case, in menu order. */
export function dishesNamedWith(word: string): MenuItem[] {
  return dishes.filter((item) => item.name.toLowerCase().includes(word.toLowerCase()));
}

/** The first dish whose name contains the word, ignoring case. */
export function dishNamedWith(word: string): MenuItem {
  return first(`a dish named with "${word}"`, (item) =>
    item.name.toLowerCase().includes(word.toLowerCase()),
  );
}

/** The dishes the home page shows as customer favourites, as content/favourites.json names them. */
export function favouriteDishes(): OrderableDish[] {
  // A favourite off the menu is not shown (content/stock.json).
  return orderableDishes(menu, favouriteDishNames).filter(
    (dish) => bakedDishStock(dish.name) !== 'off the menu',
  );
}

/** The category that lists the dish, known by its name as the data check keeps names unique. */
export function categoryOf(item: MenuItem): MenuCategory {
  return firstListed(`the category of "${item.name}"`, (listed) => listed.item.name === item.name)
    .category;
}

// The owner may show no photo at all, or none in some part of the menu: the tests of photos then
// have nothing to test and say so (test.skip), while the rest run.

/** A dish with a photo in the category the menu opens on, the first one, if it has any. */
export const photoDishOnArrival: Listed | undefined = listedDishes.find(
  ({ category, item }) => category === menu[0] && item.image !== undefined,
);

/** The dish with a photo furthest down its category's list past the first category, if any. */
export const photoDishFarDown: Listed | undefined = listedDishes
  .filter(({ category, item }) => category !== menu[0] && item.image !== undefined)
  .reduce<Listed | undefined>(
    (far, listed) => (far && far.index >= listed.index ? far : listed),
    undefined,
  );

export const noPhotoOnArrival = 'No dish in the first category of content/menu.json has a photo.';

/** The price of one plate, for a dish and size that can be ordered. */
export function priceOf(item: MenuItem, size?: Size): number {
  const price = unitPrice(item, size);
  if (price === null) throw new Error(`"${item.name}" cannot be ordered${size ? ` ${size}` : ''}.`);
  return price;
}

/** A one-price dish from another category than onePriceDish, so neither name holds the other. */
export const otherOnePriceDish = whenRead(() =>
  first(
    'one-price dishes in two categories',
    (item) => isOnePrice(item) && categoryOf(item) !== categoryOf(onePriceDish),
  ),
);
