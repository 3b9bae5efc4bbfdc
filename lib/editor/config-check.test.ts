import { madeUpCategory, madeUpDish } from '@/test/made-up';
import { editorConfig } from './config';
import { editorConfigProblems } from './config-check';

const backend = { repo: 'cafe/site', branch: 'main' };
const branding = { name: 'Test Cafe', logo: '/logo.svg' };

/** A configuration of one page whose fields are `fields`. */
const withFields = (fields: unknown[]) => ({
  collections: [
    { name: 'cafe', label: 'Your cafe', files: [{ name: 'page', label: 'Page', fields }] },
  ],
});
const field = (name: unknown, more: Record<string, unknown> = {}) => ({
  name,
  label: String(name),
  widget: 'string',
  ...more,
});

describe('editorConfigProblems', () => {
  it('takes the configuration the site builds', () => {
    expect(editorConfigProblems(editorConfig(backend, branding))).toEqual([]);
  });

  it('takes the stock page of dishes named in any script, or with the same letters', () => {
    const menu = [
      madeUpCategory('Hot Drinks', [
        madeUpDish('मसाला चाय'),
        madeUpDish('Kulhad Tea'),
        madeUpDish('Kulhad Tea ☕'),
        madeUpDish('Lemon Tea!'),
        madeUpDish('555'),
      ]),
      madeUpCategory('Starters', [madeUpDish('Paneer Tikka'), madeUpDish('Paneer-Tikka')]),
    ];
    expect(editorConfigProblems(editorConfig(backend, branding, menu))).toEqual([]);
  });

  it('refuses what Sveltia CMS refuses in a field’s name, saying where', () => {
    expect(editorConfigProblems(withFields([field('')]))).toEqual([
      'Your cafe › Page › : the field 1 must have a name that is a non-empty string.',
    ]);
    expect(
      editorConfigProblems(withFields([field('a'), field('b', { label: 'B' }), field('a')])),
    ).toEqual(['Your cafe › Page › a: the name "a" is used twice.']);
    for (const name of ['a b', 'a.b', 'a*', 'a:b', '<a>', '12']) {
      expect(editorConfigProblems(withFields([field(name)]))).toHaveLength(1);
    }
    expect(
      editorConfigProblems(
        withFields([
          {
            name: 'soups',
            label: 'Soups',
            widget: 'object',
            fields: [field(undefined, { label: 'Tomato' })],
          },
        ]),
      ),
    ).toEqual([
      'Your cafe › Page › Soups › Tomato: the field 1 must have a name that is a non-empty string.',
    ]);
  });

  it('refuses a select with a value twice and a pattern that is no regular expression', () => {
    const options = [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'a' },
    ];
    expect(
      editorConfigProblems(withFields([field('s', { widget: 'select', options })])),
    ).toHaveLength(1);
    expect(
      editorConfigProblems(withFields([field('p', { pattern: ['/(/u', 'words'] })])),
    ).toHaveLength(1);
    expect(
      editorConfigProblems(withFields([field('p', { pattern: ['/^\\p{L}$/u', 'words'] })])),
    ).toEqual([]);
  });
});
