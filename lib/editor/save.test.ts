import { printRate } from '@/data/schema';
import { contentProblems, namesOffTheMenu } from './content-check';
import { menu } from '@/data/menu';
import { dishStockId, stockId } from '../stock/stock';
import { editorFiles, printRateSwitch } from './config';
import { asSaved, fileText, formValue, saveRefusals } from './save';
import { contentFiles } from '@/test/content-files';
import { unusedName, unusedWord } from '@/test/made-up';

type Dish = Record<string, unknown>;
type Menu = { categories: { name: string; items: Dish[] }[] };
const menuForm = () => formValue('menu.json', contentFiles['menu.json']) as unknown as Menu;

describe('fileText', () => {
  it('writes every field of a dish in the schema’s order, whatever order the form holds them in', () => {
    const menu = menuForm();
    const inOrder = fileText('menu.json', menu as never);
    const dish = menu.categories[0]!.items[0]!;
    // The form gives back the fields it drew last, or an added dish's in the order they were typed.
    menu.categories[0]!.items[0] = Object.fromEntries(Object.entries(dish).reverse());
    expect(Object.keys(dish).length).toBeGreaterThan(1);
    expect(fileText('menu.json', menu as never)).toBe(inOrder);
  });

  it('keeps a field the schema does not know, after the known ones, for the build to name', () => {
    const menu = menuForm();
    menu.categories[0]!.items[0]!.spicy = true;
    const saved = JSON.parse(fileText('menu.json', menu as never)) as Menu;
    expect(Object.keys(saved.categories[0]!.items[0]!).at(-1)).toBe('spicy');
  });

  it('turns the Print Rate switch into the price the file writes, and drops a switch left off', () => {
    const menu = menuForm();
    const category = menu.categories.find(({ items }) => items.length > 1)!;
    const [dish, other] = category.items as [Dish, Dish];
    dish[printRateSwitch] = true;
    delete dish.price;
    other[printRateSwitch] = false;
    const saved = JSON.parse(fileText('menu.json', menu as never)) as Menu;
    const [savedDish, savedOther] = saved.categories.find(
      ({ name }) => name === category.name,
    )!.items;
    expect(savedDish!.price).toBe(printRate);
    expect(savedOther).not.toHaveProperty(printRateSwitch);
  });
});

describe('the stock page', () => {
  it('holds every category of the menu from the start, and writes only the dishes not in stock', () => {
    const form = formValue('stock.json', '{}\n');
    expect(Object.keys(form)).toEqual(menu.map((category) => stockId(category.name)));
    expect(fileText('stock.json', form)).toBe('{}\n');
    const [first] = menu;
    const dish = dishStockId(first!, first!.items[0]!.name);
    const marked = { ...form, [stockId(first!.name)]: { [dish]: 'sold out today' } };
    expect(JSON.parse(fileText('stock.json', marked))).toEqual({
      [stockId(first!.name)]: { [dish]: 'sold out today' },
    });
  });
});

describe('asSaved', () => {
  it('leaves out what the form left empty and the editor’s own marks, as the saved file does', () => {
    const menu = menuForm();
    const dish = menu.categories[0]!.items[0]!;
    const form = {
      ...menu,
      categories: [
        {
          ...menu.categories[0]!,
          __sc_item_id: 'c0',
          items: [{ ...dish, price: null, fullPrice: null, description: '', __sc_item_id: 'd0' }],
        },
      ],
    };
    const withoutPrice = { ...dish };
    delete withoutPrice.price;
    delete withoutPrice.fullPrice;
    delete withoutPrice.description;
    expect(asSaved(form)).toEqual({
      ...menu,
      categories: [{ ...menu.categories[0]!, items: [withoutPrice] }],
    });
  });
});

describe('saveRefusals', () => {
  const menuText = (change: (menu: Menu) => void) => {
    const menu = JSON.parse(contentFiles['menu.json']) as Menu;
    change(menu);
    return `${JSON.stringify(menu, null, 2)}\n`;
  };

  it('refuses what the build would refuse, in the build’s sentence, naming the page as the editor does', () => {
    const noPrice = menuText((menu) => delete menu.categories[0]!.items[0]!.price);
    const [problem] = contentProblems({ ...contentFiles, 'menu.json': noPrice });
    expect(problem).toMatch(/^content\/menu\.json: /);
    expect(saveRefusals(contentFiles, 'menu.json', noPrice)).toEqual([
      problem!.replace('content/menu.json: ', `${editorFiles['menu.json'].label}: `),
    ]);
  });

  it('saves a category deleted with a favourite’s dish and a search word’s, which go with it', () => {
    const favourites = JSON.parse(contentFiles['favourites.json']) as { dishes: string[] };
    const named = favourites.dishes[0]!;
    const home = (JSON.parse(contentFiles['menu.json']) as Menu).categories.find((category) =>
      category.items.some((dish) => dish.name === named),
    )!;
    const without = menuText((menu) => {
      menu.categories = menu.categories.filter((category) => category.name !== home.name);
    });
    expect(saveRefusals(contentFiles, 'menu.json', without)).toEqual([]);
    expect(namesOffTheMenu({ ...contentFiles, 'menu.json': without })).toEqual(
      expect.arrayContaining([expect.stringContaining(`Favourite "${named}" is not on the menu`)]),
    );
  });

  it('refuses a favourite or a search word typed on its page that the menu lacks', () => {
    const missing = unusedName('Kulhad Coffee');
    const favourites = JSON.parse(contentFiles['favourites.json']) as { dishes: string[] };
    const typed = `${JSON.stringify({ dishes: [...favourites.dishes, missing] }, null, 2)}\n`;
    expect(saveRefusals(contentFiles, 'favourites.json', typed)).toEqual([
      `${editorFiles['favourites.json'].label}: Favourite "${missing}" is not on the menu: write its name as the menu does, or take it out.`,
    ]);
    const words = JSON.parse(contentFiles['search-words.json']) as { words: unknown[] };
    const word = unusedWord('pasta');
    const withWord = JSON.stringify({
      words: [...words.words, { typed: 'noodle', means: [word] }],
    });
    expect(saveRefusals(contentFiles, 'search-words.json', withWord)).toEqual([
      expect.stringContaining(`Search word "noodle" means "${word}", which names no dish`),
    ]);
  });

  it('saves the Favourites page with a favourite a change to the menu left behind', () => {
    const before = {
      ...contentFiles,
      'favourites.json': '{ "dishes": ["Not A Dish Of The Menu"] }\n',
    };
    expect(saveRefusals(before, 'favourites.json', before['favourites.json'])).toEqual([]);
  });

  it('does not hold a save back for a mistake another file had before it', () => {
    const cafe = JSON.parse(contentFiles['cafe.json']) as { whatsapp: string };
    const before = {
      ...contentFiles,
      'cafe.json': JSON.stringify({ ...cafe, whatsapp: '94150' }),
    };
    expect(contentProblems(before)).not.toEqual([]);
    expect(saveRefusals(before, 'menu.json', contentFiles['menu.json'])).toEqual([]);
  });
});
