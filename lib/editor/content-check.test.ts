import { contentProblems, namesOffTheMenu } from './content-check';
import { siteSettings } from '@/data/site-settings';
import { dishStockId, dishStockIds, stockId } from '../stock/stock';
import {
  contentSchemas,
  descriptionLimit,
  type ContentFile,
  type MenuCategory,
} from '@/data/schema';
import { unusedName, unusedWord } from '@/test/made-up';
import { contentFiles } from '@/test/content-files';

// The tests' own content (test/content/): every case below changes one file as an owner might.
type Menu = { categories: MenuCategory[] };
const testsMenu = JSON.parse(contentFiles['menu.json']) as Menu;
const [firstCategory] = testsMenu.categories;

/** The problems of the tests' content with one file replaced by `data`, written as JSON. */
function problemsWith(file: ContentFile, data: unknown): string[] {
  return contentProblems({ ...contentFiles, [file]: JSON.stringify(data, null, 2) });
}

/** The problems of the tests' menu with `items` added to its first category. */
function problemsWithDishes(items: unknown[]): string[] {
  const categories = testsMenu.categories.map((category, index) =>
    index === 0 ? { ...category, items: [...category.items, ...items] } : category,
  );
  return problemsWith('menu.json', { categories });
}

// Every name added to the menu below is one the menu does not have (test/made-up.ts).
const dish = { name: unusedName('Test Tea'), diet: 'veg', price: 20, emoji: '🍵' };
const where = `in ${firstCategory!.name}`;

test('the check imports no file of content/, so a broken one is reported rather than thrown', () => {
  jest.isolateModules(() => {
    for (const file of Object.keys(contentSchemas)) {
      jest.doMock(`@/content/${file}`, () => {
        throw new Error(`the check imported content/${file}`);
      });
    }
    expect(() => jest.requireActual('./content-check')).not.toThrow();
  });
});

describe('a file that is not JSON', () => {
  it('is named with the line and column of the mistake, and what usually causes it', () => {
    const text = contentFiles['menu.json'];
    const comma = text.indexOf('",\n');
    const broken = `${text.slice(0, comma + 1)}${text.slice(comma + 2)}`;
    const line = text.slice(0, comma).split('\n').length + 1;
    const [problem] = contentProblems({ ...contentFiles, 'menu.json': broken });
    expect(problem).toMatch(
      new RegExp(`^content/menu\\.json is not valid JSON at line ${line}, column \\d+ `),
    );
    expect(problem).toMatch(/a missing comma or quote/);
  });
});

describe('a dish', () => {
  it('takes each of the three diets, a description and Hindi words', () => {
    expect(
      problemsWithDishes([
        dish,
        { ...dish, name: unusedName('Egg Tea'), diet: 'egg', description: 'Two eggs, whisked in' },
        { ...dish, name: unusedName('Chicken Tea'), diet: 'non-veg' },
        {
          ...dish,
          name: unusedName('Hindi Tea'),
          hindiName: 'हिन्दी चाय',
          hindiDescription: 'दो कप',
        },
      ]),
    ).toEqual([]);
  });

  it.each([
    [{ ...dish, price: 0 }, 'has price 0: use a whole number of rupees above 0 or "Print Rate".'],
    [
      { ...dish, price: 15.5 },
      'has price 15.5: the site takes whole rupees, without paise: write 15 or 16.',
    ],
    [
      { ...dish, price: 'free' },
      'has price "free": use a whole number of rupees above 0 or "Print Rate".',
    ],
    [{ ...dish, price: undefined }, 'has no price: add a whole number of rupees, or "Print Rate".'],
    [{ ...dish, diet: undefined }, 'has no diet: add "diet": "veg", "egg" or "non-veg".'],
    [{ ...dish, diet: 'Veg' }, 'has diet "Veg": use one of "veg", "egg" or "non-veg".'],
    [
      // Sold out moved to content/stock.json, apart from the menu.
      { ...dish, soldOut: true },
      'has "soldOut", which is not a field of a dish: the fields are name, hindiName, description, hindiDescription, diet, price, fullPrice, emoji, image.',
    ],
    [{ ...dish, emoji: ' ' }, 'has an empty emoji: write one, as "🍵".'],
    [
      { ...dish, fullPrice: 20.5 },
      'has full price 20.5: the site takes whole rupees, without paise: write 20 or 21.',
    ],
    [
      { ...dish, soldout: true },
      'has "soldout", which is not a field of a dish: the fields are name, hindiName, description, hindiDescription, diet, price, fullPrice, emoji, image.',
    ],
    [
      { ...dish, description: 'x'.repeat(descriptionLimit + 1) },
      `has a description of ${descriptionLimit + 1} characters: keep it to one line of at most ${descriptionLimit}.`,
    ],
    [
      { ...dish, description: 'Eight pieces\nwith chutney' },
      'has a description of more than one line: write it as one.',
    ],
    [{ ...dish, hindiName: ' ' }, 'has an empty Hindi name: write one, as "कुल्हड़ चाय".'],
    [
      { ...dish, hindiDescription: '' },
      'has an empty Hindi description: write one line, or take "hindiDescription" out.',
    ],
    [
      { ...dish, hindiDescription: 'आठ पीस\nचटनी के साथ' },
      'has a Hindi description of more than one line: write it as one.',
    ],
  ])('is named with what to write: %j', (bad, message) => {
    expect(problemsWithDishes([bad])).toEqual([
      `content/menu.json: "${dish.name}" ${where} ${message}`,
    ]);
  });

  it('without a name is named by its place in the category', () => {
    expect(problemsWithDishes([dish, { ...dish, name: '' }])).toEqual([
      `content/menu.json: Dish ${firstCategory!.items.length + 2} ${where} has an empty name: write one, as "Masala Chai".`,
    ]);
  });

  it('with a photo written as an address, with spaces or in a folder of its own, is told to upload it or write the name alone', () => {
    const photo = 'menu/test-tea.jpg';
    const host = siteSettings.imageHost;
    const bad = [
      `${host}/${photo}`,
      `${host.replace(/^https:\/\//, '')}/${photo}`,
      `my ${photo}`,
      `/${photo}`,
      `/photos/${photo}`,
    ];
    const dishes = bad.map((image, index) => ({
      ...dish,
      name: unusedName(`Tea ${index}`),
      image,
    }));
    const fine = { ...dish, name: unusedName('Lassi'), image: 'menu/sweet_lassi-2.v1.jpg' };
    const uploaded = { ...dish, name: unusedName('Kulfi'), image: '/photos/img-2041.webp' };
    expect(problemsWithDishes([...dishes, fine, uploaded])).toEqual(
      bad.map(
        (image, index) =>
          `content/menu.json: "${dishes[index]!.name}" ${where} has image "${image}": upload the photo in the editor, or write only its name on the image host, as "menu/masala-chai.jpg", in letters, digits, - _ . and /, without the host's address.`,
      ),
    );
  });
});

describe('the categories', () => {
  it('are the owner’s: one added, one renamed, the order changed', () => {
    const [first, ...rest] = testsMenu.categories;
    const desserts = {
      name: unusedName('Desserts'),
      items: [{ ...dish, name: unusedName('Gulab Jamun'), emoji: '🍡' }],
    };
    const renamed = { ...first!, name: unusedName(`${first!.name} & More`) };
    expect(problemsWith('menu.json', { categories: [desserts, ...rest, renamed] })).toEqual([]);
  });

  it('with no dishes, or a list that is no list, are named', () => {
    const [first, ...rest] = testsMenu.categories;
    expect(problemsWith('menu.json', { categories: [{ ...first!, items: [] }, ...rest] })).toEqual([
      `content/menu.json: Menu category "${first!.name}" has no dishes: add one, or take the category out.`,
    ]);
    expect(problemsWith('menu.json', { categories: {} })).toEqual([
      'content/menu.json: categories must be a list of categories, in [ ].',
    ]);
  });
});

describe('the checks across fields and files', () => {
  it('name the file, after the schema has passed', () => {
    const chicken = unusedName('Chicken Tea');
    expect(problemsWithDishes([{ ...dish, name: chicken }])).toEqual([
      `content/menu.json: "${chicken}" ${where} names chicken, so its diet must be "non-veg".`,
    ]);
  });

  it('take a favourite or a search word the menu lacks, which namesOffTheMenu names', () => {
    const missing = unusedName('No Such Dish');
    const word = unusedWord('pasta');
    const files = {
      ...contentFiles,
      'favourites.json': JSON.stringify({ dishes: [missing] }),
      'search-words.json': JSON.stringify({ words: [{ typed: 'noodle', means: [word] }] }),
    };
    expect(contentProblems(files)).toEqual([]);
    expect(namesOffTheMenu(files)).toEqual([
      `content/favourites.json: Favourite "${missing}" is not on the menu: write its name as the menu does, or take it out.`,
      `content/search-words.json: Search word "noodle" means "${word}", which names no dish: use a word of a dish's name or category on the menu, or take the search word out.`,
    ]);
  });
});

describe('the cafe, the delivery terms and the search words', () => {
  const cafe = JSON.parse(contentFiles['cafe.json']) as Record<string, unknown> & {
    hours: Record<string, unknown>;
  };

  it.each([
    [{ upiId: 'cafe @ okaxis' }, 'upiId is "cafe @ okaxis": write it as the UPI app shows it'],
    [{ instagram: '@cafe' }, 'instagram is "@cafe": it must be the account\'s name alone'],
    [
      { hours: { ...cafe.hours, opens: '25:00' } },
      'hours opens is "25:00": write it on the 24-hour clock',
    ],
    [
      { hours: { ...cafe.hours, utcOffset: '+05:30' } },
      'hours has "utcOffset", which is not a field of the opening hours',
    ],
    [
      { hours: { ...cafe.hours, closedOn: ['Mon'] } },
      'hours closedOn #1 is "Mon": write a day of the week in full, as "Monday".',
    ],
  ])('name the field in content/cafe.json: %j', (change, message) => {
    expect(problemsWith('cafe.json', { ...cafe, ...change })).toEqual([
      expect.stringContaining(`content/cafe.json: ${message}`),
    ]);
  });

  it.each([
    [{ fee: -5 }, 'fee is -5: use a whole number of rupees, 0 or more.'],
    [
      { minimumOrder: 99.5 },
      'minimumOrder is 99.5: the site takes whole rupees, without paise: write 99 or 100.',
    ],
    [{ area: '  ' }, 'area has an empty area: write one, as "Within 3 km of Civil Lines".'],
    [{ deliveryFee: 20 }, 'The file has "deliveryFee", which is not a field of the delivery terms'],
    [{ freeAbove: 300 }, 'freeAbove is set but there is no fee to waive'],
  ])('name what is wrong in content/delivery.json: %j', (terms, message) => {
    expect(problemsWith('delivery.json', terms)).toEqual([
      expect.stringContaining(`content/delivery.json: ${message}`),
    ]);
  });

  it('name a blank search word', () => {
    expect(problemsWith('search-words.json', { words: [{ typed: 'chai', means: [] }] })).toEqual([
      'content/search-words.json: words #1 means needs the words of the dish names it means.',
    ]);
  });
});

describe('the stock', () => {
  const [firstDish] = firstCategory!.items;
  const category = stockId(firstCategory!.name);
  const dishId = dishStockId(firstCategory!, firstDish!.name);

  it('takes a dish of the menu sold out today or off the menu, by its id', () => {
    for (const state of ['sold out today', 'off the menu']) {
      expect(problemsWith('stock.json', { [category]: { [dishId]: state } })).toEqual([]);
    }
  });

  it('stops the build on a state it does not know, naming the dish', () => {
    expect(problemsWith('stock.json', { [category]: { [dishId]: 'soldout' } })).toEqual([
      `content/stock.json: Dish "${dishId}" in "${category}" is "soldout": write "sold out today" or "off the menu", or take the dish out.`,
    ]);
  });

  it('takes the mark of a dish renamed or deleted since it was marked: the mark goes with it', () => {
    // An id no dish of the owner's menu has, whatever the owner names a dish ("Test Tea" too).
    const ids = new Set(testsMenu.categories.flatMap((each) => [...dishStockIds(each).values()]));
    let made = 'test-tea';
    for (let count = 2; ids.has(made); count++) made = `test-tea-${count}`;
    expect(problemsWith('stock.json', { [category]: { [made]: 'off the menu' } })).toEqual([]);
  });
});
