import { cafe } from '@/data/cafe';
import type { Weekday } from '@/data/weekdays';
import { pageUrl } from './site';
import { cafeStructuredData, serializeJsonLd } from './structured-data';

describe('cafeStructuredData', () => {
  it('links to the menu page, whose HTML lists every dish', () => {
    expect(cafeStructuredData(cafe).hasMenu).toBe(pageUrl('/menu/'));
  });

  it('describes the cafe as a local business Google can show: name, address, phone, site', () => {
    const data = cafeStructuredData(cafe);
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
      cafeStructuredData(everyDay).openingHoursSpecification.map((entry) => entry.dayOfWeek),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const shutMidweek = {
      ...cafe,
      hours: { ...cafe.hours, closedOn: ['Tuesday', 'Wednesday'] as Weekday[] },
    };
    expect(
      cafeStructuredData(shutMidweek).openingHoursSpecification.map((entry) => entry.dayOfWeek),
    ).toEqual(['Monday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const hours = cafeStructuredData(cafe).openingHoursSpecification;
    expect(hours.length).toBe(7 - cafe.hours.closedOn.length);
    for (const entry of hours) {
      expect(entry).toMatchObject({ opens: cafe.hours.opens, closes: cafe.hours.closes });
    }
  });
});

describe('serializeJsonLd', () => {
  const hostile = '</script><script>alert(1)</script>';

  it('cannot be ended early by a text holding </script>', () => {
    const json = serializeJsonLd(cafeStructuredData({ ...cafe, description: hostile }));
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).not.toContain('<');
  });

  it('reads back as exactly the same data', () => {
    const data = cafeStructuredData({
      ...cafe,
      name: 'Chai & <Momos> <!-- \u2028 \u2029',
      description: hostile,
    });
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
