import { cafe } from '@/data/cafe';
import { menu, type MenuCategory } from '@/data/menu';
import { halfAndFullDish, onePriceDish, priceOf, printRateDish } from '@/e2e/dishes';
import { pageUrl } from './site';
import { cafeStructuredData, serializeJsonLd } from './structured-data';
import { madeUpCategory, madeUpDish } from '@/e2e/made-up';

function dish(name: string) {
  const item = cafeStructuredData(cafe, menu)
    .hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem)
    .find((entry) => entry.name === name);
  if (!item) throw new Error(`${name} is not in the structured menu`);
  return item;
}

describe('cafeStructuredData', () => {
  it('links to the menu page instead of carrying the menu when given none', () => {
    const data = cafeStructuredData(cafe);
    expect(data.hasMenu).toBe(pageUrl('/menu/'));
    expect(data.name).toBe(cafe.name);
    expect(data.openingHoursSpecification).toHaveLength(7 - cafe.hours.closedOn.length);
  });

  it('describes the cafe as a local business Google can show: name, address, phone, site', () => {
    const data = cafeStructuredData(cafe, menu);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: cafe.name,
      telephone: cafe.phones[0]?.tel,
      url: pageUrl('/'),
      priceRange: cafe.priceRange,
      servesCuisine: cafe.cuisines,
      acceptsReservations: false,
      address: {
        '@type': 'PostalAddress',
        streetAddress: cafe.address.street,
        addressLocality: cafe.address.city,
        addressRegion: cafe.address.region,
        postalCode: cafe.address.postalCode,
        addressCountry: 'IN',
      },
    });
    expect(data.image).toBe(pageUrl('/') + 'og-image.png');
  });

  it('gives the opening hours for each day the cafe opens, and none for its days off', () => {
    const everyDay = { ...cafe, hours: { ...cafe.hours, closedOn: [] } };
    expect(
      cafeStructuredData(everyDay, menu).openingHoursSpecification.map((entry) => entry.dayOfWeek),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const shutMidweek = { ...cafe, hours: { ...cafe.hours, closedOn: ['Tuesday', 'Wednesday'] } };
    expect(
      cafeStructuredData(shutMidweek, menu).openingHoursSpecification.map(
        (entry) => entry.dayOfWeek,
      ),
    ).toEqual(['Monday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const hours = cafeStructuredData(cafe, menu).openingHoursSpecification;
    expect(hours.length).toBe(7 - cafe.hours.closedOn.length);
    for (const entry of hours) {
      expect(entry).toMatchObject({ opens: cafe.hours.opens, closes: cafe.hours.closes });
    }
  });

  it('holds one menu section per category with every dish of it', () => {
    const sections = cafeStructuredData(cafe, menu).hasMenu.hasMenuSection;
    expect(sections.map((section) => section.name)).toEqual(menu.map((category) => category.name));
    sections.forEach((section, index) => {
      expect(section.hasMenuItem.map((item) => item.name)).toEqual(
        menu[index]?.items.map((item) => item.name),
      );
    });
  });

  it('prices a one-price dish in rupees', () => {
    expect(dish(onePriceDish.name).offers).toEqual([
      { '@type': 'Offer', price: priceOf(onePriceDish), priceCurrency: 'INR' },
    ]);
  });

  it('prices a half and full dish as two offers named Half and Full', () => {
    expect(dish(halfAndFullDish.name).offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Half',
        price: priceOf(halfAndFullDish, 'half'),
        priceCurrency: 'INR',
      },
      {
        '@type': 'Offer',
        name: 'Full',
        price: priceOf(halfAndFullDish, 'full'),
        priceCurrency: 'INR',
      },
    ]);
  });

  it('marks veg dishes, and only those, as suitable for a vegetarian diet', () => {
    const sections = cafeStructuredData(cafe, menu).hasMenu.hasMenuSection;
    const items = sections.flatMap((section) => section.hasMenuItem);
    const dishes = menu.flatMap((category) => category.items);
    expect(items.map((item) => item.suitableForDiet)).toEqual(
      dishes.map((item) => (item.diet === 'veg' ? 'https://schema.org/VegetarianDiet' : undefined)),
    );
  });

  it('marks a synthetic veg, egg and non-veg dish each as its diet says', () => {
    const tiny = [
      madeUpCategory('Rolls', [
        madeUpDish('Veg Roll'),
        madeUpDish('Egg Roll', { diet: 'egg' }),
        madeUpDish('Chicken Roll', { diet: 'non-veg' }),
        madeUpDish('Water', { price: 'Print Rate' }),
      ]),
    ];
    const items = cafeStructuredData(cafe, tiny).hasMenu.hasMenuSection[0]?.hasMenuItem;
    expect(items?.map((item) => item.suitableForDiet)).toEqual([
      'https://schema.org/VegetarianDiet',
      undefined,
      undefined,
      'https://schema.org/VegetarianDiet',
    ]);
    expect(JSON.stringify(items?.[1])).not.toContain('suitableForDiet');
  });

  it('says a sold-out dish is sold out in each of its offers, and others nothing of it', () => {
    const tiny = [
      madeUpCategory('Momos', [
        madeUpDish('Veg Momos', { fullPrice: 110, soldOut: true }),
        madeUpDish('Paneer Momos'),
      ]),
    ];
    const [soldOut, inStock] =
      cafeStructuredData(cafe, tiny).hasMenu.hasMenuSection[0]?.hasMenuItem ?? [];
    expect(soldOut?.offers?.map((offer) => offer.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
    expect(JSON.stringify(inStock)).not.toContain('availability');
  });

  it('gives a Print Rate dish no price', () => {
    const water = dish(printRateDish.name);
    expect(water.offers).toBeUndefined();
    expect(JSON.stringify(water)).not.toMatch(/price"/);
  });
});

describe('serializeJsonLd', () => {
  const hostile = '</script><script>alert(1)</script>';
  const hostileMenu: MenuCategory[] = [
    {
      name: 'Hot Drinks',
      emoji: '☕',
      items: [{ name: hostile, diet: 'veg', price: 15, emoji: '🍵' }],
    },
  ];

  it('cannot be ended early by a dish name holding </script>', () => {
    const json = serializeJsonLd(cafeStructuredData(cafe, hostileMenu));
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain('<');
  });

  it('reads back as exactly the same data', () => {
    const data = cafeStructuredData(
      { ...cafe, name: 'Chai & <Momos> <!-- \u2028 \u2029' },
      hostileMenu,
    );
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
