import { cafe } from '@/data/cafe';
import { delivery } from '@/data/delivery';
import { menu, type MenuCategory, type MenuItem } from '@/data/menu';
import {
  assertValidData,
  cafeProblems,
  favouriteProblems,
  menuProblems,
  nonVegEmoji,
  searchWordProblems,
  showsNonVeg,
} from './data-check';
import { favouriteDishNames } from '@/data/favourites';
import { searchWords } from '@/data/search-words';
import { madeUpDish } from '@/test/made-up';

function withDishes(items: MenuCategory['items']): MenuCategory[] {
  return menu.map((category, index) => (index === 0 ? { ...category, items } : category));
}

describe('the shipped data', () => {
  it('passes the check', () => {
    expect(menuProblems(menu)).toEqual([]);
    expect(searchWordProblems(menu, searchWords)).toEqual([]);
    expect(cafeProblems(cafe)).toEqual([]);
    expect(favouriteProblems(menu, favouriteDishNames)).toEqual([]);
    expect(() =>
      assertValidData(menu, cafe, searchWords, delivery, favouriteDishNames),
    ).not.toThrow();
  });

  it('has the 20 categories in the spec order', () => {
    expect(menu.map((category) => category.name)).toEqual([
      'Hot Drinks',
      'Cold Drinks',
      'Shakes',
      'Rolls',
      'Fries',
      'Chinese',
      'Fried Rice',
      'Raita',
      'Sandwich & Burgers',
      'Momos',
      'Soups',
      'Fried Snacks',
      'Starters',
      'Salad',
      'Papad',
      'Thali',
      'Dal',
      'Rice & Biryani',
      'Paratha & Roti',
      'Main Course',
    ]);
  });

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
  it('names an unknown category', () => {
    const bad = [...menu, { name: 'Pizza', items: [] }] as unknown as MenuCategory[];
    expect(menuProblems(bad)).toContain(
      'Menu category "Pizza" is not one of the menu\'s categories.',
    );
  });

  it('names an empty or missing category', () => {
    expect(menuProblems(withDishes([]))).toEqual(['Menu category "Hot Drinks" has no dishes.']);
    expect(menuProblems(menu.slice(1))).toEqual(['Menu category "Hot Drinks" is missing.']);
  });

  it('names a dish listed twice in a category', () => {
    const tea: MenuItem = { name: 'Kulhad Tea', diet: 'veg', price: 15, emoji: '🍵' };
    expect(menuProblems(withDishes([tea, tea]))).toEqual([
      '"Kulhad Tea" in Hot Drinks is listed twice.',
    ]);
  });

  it('names a dish listed in two categories', () => {
    const [, second] = menu;
    const dish = second!.items[0]!;
    expect(menuProblems(withDishes([dish]))).toEqual([
      `"${dish.name}" in ${second!.name} is also listed in Hot Drinks: give each dish its own name.`,
    ]);
  });

  it('names prices that are not whole rupees', () => {
    const problems = menuProblems(
      withDishes([
        { name: 'Free Tea', diet: 'veg', price: 0, emoji: '🍵' },
        { name: 'Odd Tea', diet: 'veg', price: 15.5, emoji: '🍵' },
      ]),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^"Free Tea" in Hot Drinks has price 0/);
    expect(problems[1]).toMatch(/^"Odd Tea" in Hot Drinks has price 15.5/);
  });

  it('names a bad full price', () => {
    const problems = menuProblems(
      withDishes([
        { name: 'Water', diet: 'veg', price: 'Print Rate', fullPrice: 20, emoji: '💧' },
        { name: 'Noodles', diet: 'veg', price: 80, fullPrice: 80, emoji: '🥢' },
      ]),
    );
    expect(problems).toEqual([
      '"Water" in Hot Drinks is Print Rate, so it cannot have a full price.',
      '"Noodles" in Hot Drinks has full price 80: it must be a whole number above the half price 80.',
    ]);
  });

  it('names a dish whose diet is missing or unknown', () => {
    const problems = menuProblems(
      withDishes([
        { name: 'Kulhad Tea', price: 15, emoji: '🍵' } as unknown as MenuItem,
        { name: 'Egg Tea', diet: 'eggetarian', price: 20, emoji: '🥚' } as unknown as MenuItem,
        { name: 'Lemon Tea', diet: 'Veg', price: 20, emoji: '🍋' } as unknown as MenuItem,
      ]),
    );
    expect(problems).toEqual([
      `"Kulhad Tea" in Hot Drinks has no diet: add diet: 'veg', 'egg' or 'non-veg'.`,
      `"Egg Tea" in Hot Drinks has diet "eggetarian": use one of 'veg', 'egg' or 'non-veg'.`,
      `"Lemon Tea" in Hot Drinks has diet "Veg": use one of 'veg', 'egg' or 'non-veg'.`,
    ]);
  });

  it('accepts each of the three diets', () => {
    const problems = menuProblems(
      withDishes([
        madeUpDish('Kulhad Tea'),
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
      `"Chicken Dimsum" in Hot Drinks names chicken, so its diet must be 'non-veg'.`,
      `"Fish Fry" in Hot Drinks names fish, so its diet must be 'non-veg'.`,
      `"Egg Toast" in Hot Drinks names egg, so its diet cannot be 'veg'.`,
      `"Chicken Egg Sandwich" in Hot Drinks names chicken, so its diet must be 'non-veg'.`,
      `"Murgh Makhani" in Hot Drinks names murgh, so its diet must be 'non-veg'.`,
      `"Anda Bhurji" in Hot Drinks names anda, so its diet cannot be 'veg'.`,
      `"Machhli Fry" in Hot Drinks names machhli, so its diet must be 'non-veg'.`,
      `"Kheema Pav" in Hot Drinks names kheema, so its diet must be 'non-veg'.`,
      `"Masala Omelette" in Hot Drinks names omelette, so its diet cannot be 'veg'.`,
    ]);
  });

  it('names a photo written as an address or with spaces, not as its name on the image host', () => {
    const photo =
      menu.flatMap((category) => category.items).find((dish) => dish.image)?.image ??
      'menu/tea.jpg';
    const fullAddress = `${cafe.imageHost}/${photo}`;
    const withoutHttps = fullAddress.replace(/^https:\/\//, '');
    const spaced = `my ${photo}`;
    const bad = [fullAddress, withoutHttps, spaced, `/${photo}`];
    const dishes = bad.map((image, index) => madeUpDish(`Tea ${index}`, { image }));
    const fine = madeUpDish('Lassi', { image: 'menu/sweet_lassi-2.v1.jpg' });
    expect(menuProblems(withDishes([...dishes, fine]))).toEqual(
      bad.map(
        (image, index) =>
          `"Tea ${index}" in Hot Drinks has image "${image}": write only the photo's name on the image host, as "menu/masala-chai.jpg", in letters, digits, - _ . and /, without the host's address.`,
      ),
    );
  });
});

describe('sold out', () => {
  it('takes soldOut: true, and names a dish whose soldOut is not true or false', () => {
    expect(menuProblems(withDishes([madeUpDish('Veg Momos', { soldOut: true })]))).toEqual([]);
    const typo = madeUpDish('Veg Momos', { soldOut: 'yes' as unknown as boolean });
    expect(menuProblems(withDishes([typo]))).toEqual([
      '"Veg Momos" in Hot Drinks has soldOut: yes: write soldOut: true, or remove it.',
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
      '"Veg Noodles" in Hot Drinks is veg, but its emoji 🍜 shows meat, fish or egg: pick one that shows the dish or what is in it.',
      '"Veg Burger" in Hot Drinks is veg, but its emoji 🍔 shows meat, fish or egg: pick one that shows the dish or what is in it.',
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
  it('names a word that means no dish, and a blank entry', () => {
    expect(
      searchWordProblems(menu, { pasta: ['spaghetti'], '': ['tea'], chai: [], momo: [' '] }),
    ).toEqual([
      'A search word in data/search-words.ts is blank.',
      'Search word "chai" needs the words of the dish names it means.',
      'Search word "momo" needs the words of the dish names it means.',
      'Search word "pasta" in data/search-words.ts means "spaghetti", which names no dish: use a word of a dish\'s name or category in data/menu.ts, or take the search word out.',
    ]);
  });

  it('stops the build', () => {
    expect(() => assertValidData(menu, cafe, { pasta: ['spaghetti'] }, delivery, [])).toThrow(
      /Search word "pasta" in data\/search-words.ts means "spaghetti", which names no dish/,
    );
  });
});

describe('favouriteProblems', () => {
  it('names a favourite the menu does not list, as data/favourites.ts spells it', () => {
    const dish = menu[0]!.items[0]!;
    const misspelt = dish.name.toUpperCase();
    expect(favouriteProblems(menu, [dish.name, misspelt])).toEqual([
      `Favourite "${misspelt}" in data/favourites.ts is not on the menu: write its name as data/menu.ts does.`,
    ]);
  });

  it('names a favourite sold at Print Rate, which cannot be ordered online', () => {
    const water = madeUpDish('Bottled Water', { price: 'Print Rate' });
    expect(favouriteProblems(withDishes([water]), [water.name])).toEqual([
      'Favourite "Bottled Water" in data/favourites.ts is sold at Print Rate and cannot be ordered online: choose another dish.',
    ]);
  });

  it('stops the build', () => {
    const misspelt = menu[0]!.items[0]!.name.toUpperCase();
    expect(() => assertValidData(menu, cafe, searchWords, delivery, [misspelt])).toThrow(
      `Favourite "${misspelt}" in data/favourites.ts is not on the menu`,
    );
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
        `WhatsApp number "${whatsapp}" in data/cafe.ts must be digits only: 91, then the 10-digit number. Write "${meant}".`,
      ]);
    }
  });

  it('names a phone whose tel dials another number than its display shows', () => {
    const [phone] = cafe.phones;
    const lastDigit = Number(phone!.tel.at(-1));
    const otherTel = `${phone!.tel.slice(0, -1)}${(lastDigit + 1) % 10}`;
    const phones = [{ ...phone!, tel: otherTel }];
    expect(cafeProblems({ ...cafe, phones })).toEqual([
      `Phone "${phone!.label}" in data/cafe.ts shows ${phone!.display} but dials ${otherTel}: write the same number in display and tel.`,
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

  it('names a UPI ID that is not a name, @ and a handle', () => {
    const [name] = cafe.upiId.split('@');
    expect(cafeProblems({ ...cafe, upiId: 'cafe.cpc-1@okhdfcbank' })).toEqual([]);
    for (const upiId of [name!, `${name} @ okaxis`, `${name}@`, `${name}@gmail.com`]) {
      expect(cafeProblems({ ...cafe, upiId })).toEqual([
        `UPI ID "${upiId}" in data/cafe.ts must be written as the UPI app shows it: a name, @ and the bank's handle, as "cafe@okaxis".`,
      ]);
    }
  });

  it('names an Instagram account written with @ or as a link', () => {
    for (const instagram of [
      `@${cafe.instagram}`,
      `https://www.instagram.com/${cafe.instagram}/`,
    ]) {
      expect(cafeProblems({ ...cafe, instagram })).toEqual([
        `Instagram "${instagram}" in data/cafe.ts must be the account's name alone, as in instagram.com/name: no @, no spaces, no link.`,
      ]);
    }
  });

  it('names a day off that is not a day of the week, and a week with no day open', () => {
    const withDaysOff = (closedOn: string[]) => ({ ...cafe, hours: { ...cafe.hours, closedOn } });
    expect(cafeProblems(withDaysOff(['Tuesday']))).toEqual([]);
    expect(cafeProblems(withDaysOff(['Mon', 'tuesday']))).toEqual([
      `Day off "Mon" in closedOn in data/cafe.ts must be a day of the week written in full: write 'Monday'.`,
      `Day off "tuesday" in closedOn in data/cafe.ts must be a day of the week written in full: write 'Tuesday'.`,
    ]);
    expect(cafeProblems(withDaysOff(['Holiday', 'Friday', 'Friday']))).toEqual([
      `Day off "Holiday" in closedOn in data/cafe.ts must be a day of the week written in full, as 'Monday'.`,
      'Day off "Friday" is in closedOn in data/cafe.ts twice: write it once.',
    ]);
    const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    expect(cafeProblems(withDaysOff(everyDay))).toEqual([
      'closedOn in data/cafe.ts lists every day of the week: the cafe would never open.',
    ]);
  });

  it.each(['05:30', '+5:30', 'Asia/Kolkata', '+15:00'])('rejects the clock offset %s', (offset) => {
    expect(cafeProblems({ ...cafe, hours: { ...cafe.hours, utcOffset: offset } })).toEqual([
      `Opening hours' utcOffset "${offset}" in data/cafe.ts must be the cafe's clock against UTC, as "+05:30".`,
    ]);
  });

  it('checks every address as the build checks the site address: https, written out in full', () => {
    expect(cafeProblems(cafe)).toEqual([]);
    expect(cafeProblems({ ...cafe, mapUrl: 'http://maps.example/?q=cafe' })).toEqual([
      'mapUrl in data/cafe.ts is "http://maps.example/?q=cafe": it must start with https://',
    ]);
    expect(cafeProblems({ ...cafe, imageHost: 'https://images.example/?size=1' })[0]).toMatch(
      /^imageHost in data\/cafe.ts is .*: it must not have a \? query/,
    );
    expect(cafeProblems({ ...cafe, siteUrl: 'cafe.example' })[0]).toMatch(
      /^siteUrl in data\/cafe.ts/,
    );
  });

  it('stops the build with every problem listed', () => {
    expect(() =>
      assertValidData(menu.slice(1), { ...cafe, whatsapp: 'x' }, {}, { fee: 2.5 }, []),
    ).toThrow(
      /The cafe's data needs fixing:\n- Menu category "Hot Drinks" is missing.\n- WhatsApp number "x".*\n- data\/delivery.ts: fee is 2.5/,
    );
  });
});
