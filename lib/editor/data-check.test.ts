import { cafe } from '@/data/cafe';
import { menu, type MenuCategory, type MenuItem } from '@/data/menu';
import {
  cafeProblems,
  deliveryTermsProblems,
  favouriteProblems,
  favouritesOffTheMenu,
  menuProblems,
  nonVegEmoji,
  searchWordProblems,
  showsNonVeg,
  siteSettingsProblems,
} from './data-check';
import { siteSettings } from '@/data/site-settings';
import { madeUpCategory, madeUpDish, unusedName, unusedWord } from '@/test/made-up';
import { categorySlug } from '../menu/menu-lookup';
import { weekdays, type Weekday } from '@/data/weekdays';
import { defaultHighestPrice } from '@/data/schema';

// The rules of dishes are tried on a menu of the test's own, apart from the owner's: a made-up
// "Egg Toast" must not meet an "Egg Toast" the owner adds.
const firstName = 'Test Dishes';

function withDishes(items: MenuCategory['items']): MenuCategory[] {
  return [madeUpCategory(firstName, items)];
}

// The tests' content holds every kind of price, so that the journeys walk each (lib/editor/any-content.test.ts
// checks it as any content).
describe('the tests’ content', () => {
  it('has each kind of price the spec describes: one price, Half and Full, and Print Rate', () => {
    const dishes = menu.flatMap((category) => category.items);
    const onePrice = dishes.filter(
      (item) => typeof item.price === 'number' && item.fullPrice === undefined,
    );
    const halfAndFull = dishes.filter(
      (item) => typeof item.price === 'number' && item.fullPrice !== undefined,
    );
    const printRate = dishes.filter((item) => item.price === 'Print Rate');
    expect(onePrice.length).toBeGreaterThan(0);
    expect(halfAndFull.length).toBeGreaterThan(0);
    expect(printRate.length).toBeGreaterThan(0);
  });
});

describe('menuProblems', () => {
  it('refuses a price, Half or Full, above the highest price of a dish, and takes the menu’s own', () => {
    const dish = menu[0]!.items[0]!;
    const atMost = (highestPrice: number, price: number, fullPrice?: number) =>
      menuProblems(withDishes([{ ...dish, price, ...(fullPrice && { fullPrice }) }]), highestPrice);
    expect(atMost(1000, 1000)).toEqual([]);
    expect(atMost(1000, 99999)).toEqual([
      `"${dish.name}" in ${firstName} has price 99999, above the highest price of a dish, 1000: look for an extra digit, or raise "Highest price of a dish" at the top of the menu.`,
    ]);
    expect(atMost(1000, 500, 1200)).toEqual([
      `"${dish.name}" in ${firstName} has full price 1200, above the highest price of a dish, 1000: look for an extra digit, or raise "Highest price of a dish" at the top of the menu.`,
    ]);
    expect(atMost(2000, 500, 1200)).toEqual([]);
    expect(menuProblems(withDishes([{ ...dish, price: defaultHighestPrice + 1 }]))).toHaveLength(1);
  });

  it('names a category given twice, or two whose links would be the same', () => {
    const [first, second] = menu;
    const renamed = { ...second!, name: first!.name.toUpperCase() };
    expect(menuProblems([first!, { ...first!, items: [] }])).toEqual([
      `Menu category "${first!.name}" appears twice.`,
    ]);
    expect(menuProblems([first!, renamed])).toEqual([
      `Menu category "${renamed.name}" has the same link as "${first!.name}" (/menu/#${categorySlug(first!.name)}): give it a name that differs in letters or digits.`,
    ]);
    for (const name of ['&', 'चाय', '2024']) {
      expect(menuProblems([{ ...first!, name }])).toEqual([
        `Menu category "${name}" needs a letter from a to z in its name, for its link on the menu and its place on the editor's stock page: write it in English letters, as "Tea", and its Hindi name in "Category in Hindi".`,
      ]);
    }
  });

  it('names a dish listed twice in a category', () => {
    const tea: MenuItem = { name: 'Test Tea', diet: 'veg', price: 15, emoji: '🍵' };
    expect(menuProblems(withDishes([tea, tea]))).toEqual([
      `"Test Tea" in ${firstName} is listed twice: give each its own name, or take one out.`,
    ]);
  });

  it('names a dish listed in two categories', () => {
    const dish = madeUpDish('Test Tea');
    const second = madeUpCategory('More Test Dishes', [dish]);
    expect(menuProblems([...withDishes([dish]), second])).toEqual([
      `"${dish.name}" in ${second.name} is also listed in ${firstName}: give each dish its own name.`,
    ]);
  });

  it('names a bad full price', () => {
    const problems = menuProblems(
      withDishes([
        { name: 'Water', diet: 'veg', price: 'Print Rate', fullPrice: 20, emoji: '💧' },
        { name: 'Noodles', diet: 'veg', price: 80, fullPrice: 80, emoji: '🥢' },
      ]),
    );
    expect(problems).toEqual([
      `"Water" in ${firstName} is Print Rate, so it cannot have a full price.`,
      `"Noodles" in ${firstName} has full price 80: it must be a whole number above the half price 80.`,
    ]);
  });

  it('accepts each of the three diets', () => {
    const problems = menuProblems(
      withDishes([
        madeUpDish('Test Tea'),
        madeUpDish('Egg Tea', { diet: 'egg' }),
        madeUpDish('Chicken Tea', { diet: 'non-veg' }),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('names a dish whose name says meat or egg but whose diet does not', () => {
    const problems = menuProblems(
      withDishes([
        madeUpDish('Chicken Dimsum'),
        madeUpDish('Fish Fry', { diet: 'egg' }),
        madeUpDish('Egg Toast'),
        madeUpDish('Chicken Egg Sandwich', { diet: 'egg' }),
        madeUpDish('Eggless Cake'),
        madeUpDish('Mutton Curry', { diet: 'non-veg' }),
        madeUpDish('Murgh Makhani'),
        madeUpDish('Anda Bhurji'),
        madeUpDish('Machhli Fry', { diet: 'egg' }),
        madeUpDish('Mandarin Gosht Noodles', { diet: 'non-veg' }),
        madeUpDish('Pandan Tea'),
        madeUpDish('Amritsari Macchi', { diet: 'non-veg' }),
        madeUpDish('Kheema Pav'),
        madeUpDish('Masala Omelette'),
      ]),
    );
    expect(problems).toEqual([
      `"Chicken Dimsum" in ${firstName} names chicken, so its diet must be "non-veg".`,
      `"Fish Fry" in ${firstName} names fish, so its diet must be "non-veg".`,
      `"Egg Toast" in ${firstName} names egg, so its diet cannot be "veg".`,
      `"Chicken Egg Sandwich" in ${firstName} names chicken, so its diet must be "non-veg".`,
      `"Murgh Makhani" in ${firstName} names murgh, so its diet must be "non-veg".`,
      `"Anda Bhurji" in ${firstName} names anda, so its diet cannot be "veg".`,
      `"Machhli Fry" in ${firstName} names machhli, so its diet must be "non-veg".`,
      `"Kheema Pav" in ${firstName} names kheema, so its diet must be "non-veg".`,
      `"Masala Omelette" in ${firstName} names omelette, so its diet cannot be "veg".`,
    ]);
  });
});

describe('emoji that show meat, fish or egg', () => {
  it('are refused on a veg dish, naming the dish and the emoji', () => {
    const problems = menuProblems(
      withDishes([
        madeUpDish('Veg Noodles', { emoji: '🍜' }),
        madeUpDish('Veg Burger', { emoji: '🍔' }),
        madeUpDish('Egg Toast', { diet: 'egg', emoji: '🥚' }),
        madeUpDish('Chicken Toast', { diet: 'non-veg', emoji: '🍗' }),
        madeUpDish('Noodle Soup', { emoji: '🥢' }),
      ]),
    );
    expect(problems).toEqual([
      `"Veg Noodles" in ${firstName} is veg, but its emoji 🍜 shows meat, fish or egg: pick one that shows the dish or what is in it.`,
      `"Veg Burger" in ${firstName} is veg, but its emoji 🍔 shows meat, fish or egg: pick one that shows the dish or what is in it.`,
    ]);
  });

  it('are known with or without the emoji variation selector', () => {
    expect(showsNonVeg('🍖')).toBe(true);
    expect(showsNonVeg('🍖\uFE0F')).toBe(true);
    expect(showsNonVeg('🥟')).toBe(false);
    expect(nonVegEmoji).toEqual(expect.arrayContaining(['🍜', '🍥', '🍢', '🍱', '🥚', '🍳']));
  });

  it('are on no veg dish of the menu', () => {
    const shown = menu.flatMap((category) =>
      category.items.filter((item) => item.diet === 'veg' && showsNonVeg(item.emoji)),
    );
    expect(shown).toEqual([]);
  });
});

describe('searchWordProblems', () => {
  it('names a word that means no dish', () => {
    const word = unusedWord('spaghetti');
    expect(searchWordProblems(menu, [{ typed: 'pasta', means: [word] }])).toEqual([
      `Search word "pasta" means "${word}", which names no dish: use a word of a dish's name or category on the menu, or take the search word out.`,
    ]);
  });
});

describe('favouritesOffTheMenu', () => {
  it('names a favourite the menu does not list, as the owner spelt it', () => {
    const dish = menu[0]!.items[0]!;
    const misspelt = dish.name.toUpperCase();
    expect(favouritesOffTheMenu(menu, [dish.name, misspelt])).toEqual([
      `Favourite "${misspelt}" is not on the menu: write its name as the menu does, or take it out.`,
    ]);
  });
});

describe('favouriteProblems', () => {
  it('leaves a favourite the menu does not list to favouritesOffTheMenu', () => {
    expect(favouriteProblems(menu, [unusedName('Kulhad Coffee')])).toEqual([]);
  });

  it('names a favourite sold at Print Rate, which cannot be ordered online', () => {
    const water = madeUpDish('Bottled Water', { price: 'Print Rate' });
    expect(favouriteProblems(withDishes([water]), [water.name])).toEqual([
      'Favourite "Bottled Water" is sold at Print Rate and cannot be ordered online: choose another dish.',
    ]);
  });
});

describe('cafeProblems', () => {
  it.each(['94150', '+911234500000', '91 94150 12345', '1234567890123456'])(
    'rejects the WhatsApp number %s',
    (whatsapp) => {
      expect(cafeProblems({ ...cafe, whatsapp })[0]).toMatch(/^WhatsApp number/);
    },
  );

  it('names a WhatsApp number written without 91 or with a + or spaces, and says what to write', () => {
    const tenDigits = cafe.whatsapp.slice(-10);
    const meant = `91${tenDigits}`;
    expect(cafeProblems({ ...cafe, whatsapp: meant })).toEqual([]);
    const spaced = `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;
    for (const whatsapp of [tenDigits, `0${tenDigits}`, `+${meant}`, spaced]) {
      expect(cafeProblems({ ...cafe, whatsapp })).toEqual([
        `WhatsApp number "${whatsapp}" must be digits only: 91, then the 10-digit number. Write "${meant}".`,
      ]);
    }
  });

  it('names a phone whose tel dials another number than its display shows', () => {
    const [phone] = cafe.phones;
    const lastDigit = Number(phone!.tel.at(-1));
    const otherTel = `${phone!.tel.slice(0, -1)}${(lastDigit + 1) % 10}`;
    const phones = [{ ...phone!, tel: otherTel }];
    expect(cafeProblems({ ...cafe, phones })).toEqual([
      `Phone "${phone!.label}" shows ${phone!.display} but dials ${otherTel}: write the same number in display and tel.`,
    ]);
  });

  it('takes a display with spaces, dashes or a trunk 0 for the number tel dials', () => {
    const phones = [
      { label: 'Orders', display: '98765-43210', tel: '+919876543210' },
      { label: 'Landline', display: '0532 240 0123', tel: '+915322400123' },
      { label: 'Landline', display: '+91 (0532) 2400123', tel: '+915322400123' },
      { label: 'Orders', display: '+91 98765 43210', tel: '09876543210' },
      { label: 'Orders', display: '91234 56789', tel: '+919123456789' },
    ];
    expect(cafeProblems({ ...cafe, phones })).toEqual([]);
  });

  it('takes hours that run past midnight, and refuses equal ones, which would never close', () => {
    const withHours = (opens: string, closes: string) => ({
      ...cafe,
      hours: { ...cafe.hours, opens, closes },
    });
    for (const [opens, closes] of [
      ['10:00', '23:59'],
      ['10:00', '00:00'],
      ['18:00', '02:00'],
      ['22:00', '10:00'],
    ]) {
      expect(cafeProblems(withHours(opens!, closes!))).toEqual([]);
    }
    expect(cafeProblems(withHours('10:00', '10:00'))).toEqual([
      'Hours open and close at the same time, "10:00": write when the cafe closes, as "23:00", or "02:00" for a night that runs past midnight.',
    ]);
  });

  it('names a day off given twice, and a week with no day open', () => {
    const withDaysOff = (closedOn: Weekday[]) => ({ ...cafe, hours: { ...cafe.hours, closedOn } });
    expect(cafeProblems(withDaysOff(['Tuesday']))).toEqual([]);
    expect(cafeProblems(withDaysOff(['Friday', 'Friday']))).toEqual([
      'Day off "Friday" is in closedOn twice: write it once.',
    ]);
    expect(cafeProblems(withDaysOff([...weekdays]))).toEqual([
      'closedOn lists every day of the week: the cafe would never open.',
    ]);
  });

  it('checks the map link as the build checks the site address: https, written out in full', () => {
    expect(cafeProblems(cafe)).toEqual([]);
    expect(cafeProblems({ ...cafe, mapUrl: 'http://maps.example/?q=cafe' })).toEqual([
      'mapUrl is "http://maps.example/?q=cafe": it must start with https://',
    ]);
  });
});

describe('siteSettingsProblems', () => {
  it('takes the shipped settings', () => {
    expect(siteSettingsProblems(siteSettings)).toEqual([]);
  });

  it('names each bad setting, its value and the file it is in', () => {
    expect(
      siteSettingsProblems({
        siteUrl: 'cafe.example',
        imageHost: 'https://images.example/?size=1',
        utcOffset: 'Asia/Kolkata',
      }),
    ).toEqual([
      'siteUrl in data/site-settings.ts is "cafe.example": it must be an absolute address such as https://cpccafe.in',
      'imageHost in data/site-settings.ts is "https://images.example/?size=1": it must not have a ? query or # fragment',
      'utcOffset in data/site-settings.ts is "Asia/Kolkata": it must be the cafe\'s clock against UTC, as "+05:30".',
    ]);
  });
});

describe('deliveryTermsProblems', () => {
  it('accepts no terms, and sensible ones', () => {
    expect(deliveryTermsProblems({})).toEqual([]);
    expect(
      deliveryTermsProblems({ fee: 20, freeAbove: 300, minimumOrder: 100, area: 'Civil Lines' }),
    ).toEqual([]);
  });

  it.each([
    [
      { fee: 20, freeAbove: 80, minimumOrder: 100 },
      /freeAbove \(80\) is below minimumOrder \(100\)/,
    ],
    [{ freeAbove: 300 }, /freeAbove is set but there is no fee to waive/],
  ])('names amounts that contradict each other in %j', (bad, message) => {
    expect(deliveryTermsProblems(bad)).toEqual([expect.stringMatching(message)]);
  });
});
