import { menu } from '@/data/menu';
import { stockStates } from '@/data/schema';
import { editorConfig, editorFiles } from './editor-config';
import { stockEditorFields } from './stock-editor';

describe('the editor’s stock page', () => {
  const branding = { name: 'Test Cafe', logo: '/logo.svg' };
  const [collection] = editorConfig({ repo: 'cafe/site', branch: 'main' }, branding).collections;

  it('is the first page of the editor’s first screen', () => {
    expect(collection?.files[0]).toMatchObject({
      file: 'content/stock.json',
      label: editorFiles['stock.json'].label,
    });
  });

  it('lists every category of the menu, folded, and in each its dishes, in menu order', () => {
    const fields = stockEditorFields();
    expect(fields.map((field) => [field.label, field.collapsed])).toEqual(
      menu.map((category) => [category.name, true]),
    );
    fields.forEach((field, index) => {
      const dishes = field.fields as { label: string }[];
      expect(dishes.map((dish) => dish.label)).toEqual(menu[index]!.items.map((dish) => dish.name));
    });
  });

  it('offers each dish In stock, which leaves it out of the file, and each state of the schema', () => {
    const [dish] = stockEditorFields()[0]!.fields as { options: { value: string }[] }[];
    expect(dish?.options.map((option) => option.value)).toEqual(['', ...stockStates]);
    expect(dish).toMatchObject({ widget: 'select', required: false });
  });
});
