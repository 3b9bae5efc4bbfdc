import { photosFolder, photosPath } from '@/data/photos';
import type { MenuCategory } from '@/data/schema';
import { madeUpCategory, madeUpDish } from '@/test/made-up';
import { imageWidths } from './cloudinary';
import { photoProblems, photoSrcSet, photoUrl, resizedName, uploadedPhoto } from './photos';

const sources = { host: 'https://images.example/cafe/upload', basePath: '/cpc-cafe' };

describe('photoUrl', () => {
  it('asks the image host for a photo named on it, sized by the host', () => {
    expect(photoUrl(sources, 'menu/kulhad-tea.jpg', 320)).toBe(
      'https://images.example/cafe/upload/f_auto,q_auto,c_fill,w_320/menu/kulhad-tea.jpg',
    );
  });

  it("takes an uploaded photo from the site itself, the build's copy at that width", () => {
    expect(photoUrl(sources, `${photosPath}/kulhad-tea.jpg`, 320)).toBe(
      '/cpc-cafe/photos/kulhad-tea-320.webp',
    );
    expect(photoUrl({ ...sources, basePath: '' }, `${photosPath}/img-2041.webp`, 160)).toBe(
      '/photos/img-2041-160.webp',
    );
  });

  it('offers every width in the srcset, smallest first, from where the photo lives', () => {
    expect(photoSrcSet(sources, `${photosPath}/momos.webp`)).toBe(
      imageWidths.map((width) => `/cpc-cafe/photos/momos-${width}.webp ${width}w`).join(', '),
    );
    expect(photoSrcSet(sources, 'menu/momos.jpg').split(', ')).toEqual(
      imageWidths.map(
        (width) =>
          `https://images.example/cafe/upload/f_auto,q_auto,c_fill,w_${width}/menu/momos.jpg ${width}w`,
      ),
    );
  });
});

describe('uploadedPhoto', () => {
  it('names the file in content/photos/ of an uploaded photo, and nothing for a hosted one', () => {
    expect(uploadedPhoto('/photos/chai.webp')).toBe('chai.webp');
    expect(uploadedPhoto('menu/chai.jpg')).toBeUndefined();
    expect(uploadedPhoto('photos/chai.jpg')).toBeUndefined();
  });

  it('gives each width of a photo its own file, whatever the upload was', () => {
    expect(resizedName('chai.JPG', 480)).toBe('chai-480.webp');
    expect(resizedName('masala.chai.png', 160)).toBe('masala.chai-160.webp');
  });
});

describe('photoProblems', () => {
  // A menu of the test's own: the owner's menu gains uploaded photos as the owner takes them.
  const dish = madeUpDish('Kulhad Tea', { image: 'menu/kulhad-tea.jpg' });
  const menu = [madeUpCategory('Hot Drinks', [dish, madeUpDish('मसाला चाय')])];
  const withPhoto = (image: string): MenuCategory[] => [
    { ...menu[0]!, items: [{ ...dish, image }] },
  ];

  it('takes a menu with no uploaded photos, and a dish whose photo is there', () => {
    expect(photoProblems(menu, [])).toEqual([]);
    expect(photoProblems(withPhoto('/photos/chai.webp'), ['chai.webp', '.gitkeep'])).toEqual([]);
  });

  it('names the dish whose uploaded photo is not in the folder', () => {
    expect(photoProblems(withPhoto('/photos/chai.webp'), ['tea.webp'])).toEqual([
      `content/menu.json: "${dish.name}" in ${menu[0]!.name} has photo "/photos/chai.webp", which is not in ${photosFolder}/: pick the photo again in the editor, or take it out.`,
    ]);
  });

  it('names a file the build cannot resize, and two that would share their copies', () => {
    const [unreadable, clashing] = photoProblems(menu, ['chai.heic', 'tea.jpg', 'tea.png']);
    expect(unreadable).toMatch(/^content\/photos\/chai\.heic is not a photo the site can show/);
    expect(clashing).toMatch(/^content\/photos\/ has tea\.jpg and tea\.png, which differ only/);
  });
});
