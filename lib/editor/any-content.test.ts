import { cafe } from '@/data/cafe';
import { delivery } from '@/data/delivery';
import { favouriteDishNames } from '@/data/favourites';
import { menu } from '@/data/menu';
import type { ContentFile } from '@/data/schema';
import { searchWords } from '@/data/search-words';
import { contentFiles } from '@/test/content-files';
import { contentProblems } from './content-check';
import {
  cafeProblems,
  deliveryTermsProblems,
  favouriteProblems,
  menuProblems,
  searchWordProblems,
} from './data-check';
import { editorConfig } from './config';
import { editorConfigProblems } from './config-check';
import { fileText, formValue, saveRefusals } from './save';

// What holds for any content the build takes, tried on the content the tests read: test/content's
// in npm test, the owner's in npm run test:content (CAFE_CONTENT=content), which runs this file
// alone of the unit tests. Nothing here names a dish, a price or an hour.

describe('the content', () => {
  it('passes the build’s check, and the checks across fields', () => {
    expect(contentProblems(contentFiles)).toEqual([]);
    expect(menuProblems(menu)).toEqual([]);
    expect(searchWordProblems(menu, searchWords)).toEqual([]);
    expect(cafeProblems(cafe)).toEqual([]);
    expect(favouriteProblems(menu, favouriteDishNames)).toEqual([]);
    expect(deliveryTermsProblems(delivery)).toEqual([]);
  });

  it('opens in the editor, whose configuration Sveltia CMS takes', () => {
    const backend = { repo: 'cafe/site', branch: 'main' };
    const branding = { name: cafe.name, logo: '/logo.svg' };
    expect(editorConfigProblems(editorConfig(backend, branding, menu))).toEqual([]);
  });

  // The owner may have edited a file by hand in any field order: the first save writes the
  // schema's order, and from then on a save writes the file back byte for byte.
  it.each(Object.keys(contentFiles) as ContentFile[])(
    'saves %s from the editor unchanged, with every value kept, and refuses nothing',
    (file) => {
      const once = fileText(file, formValue(file, contentFiles[file]));
      expect(JSON.parse(once)).toEqual(JSON.parse(contentFiles[file]));
      expect(fileText(file, formValue(file, once))).toBe(once);
      expect(saveRefusals(contentFiles, file, contentFiles[file])).toEqual([]);
    },
  );
});
