import { cafe } from '@/data/cafe';
import { cloudinarySrcSet, cloudinaryUrl } from './cloudinary';
import { imageHost } from '../site/site';

describe('cloudinaryUrl', () => {
  it("asks the cafe's Cloudinary account for the photo at the width the page needs", () => {
    expect(imageHost).toBe(cafe.imageHost);
    expect(cloudinaryUrl(imageHost, 'menu/kulhad-tea.jpg', 320)).toBe(
      `${cafe.imageHost}/f_auto,q_auto,c_fill,w_320/menu/kulhad-tea.jpg`,
    );
  });

  it('offers every width in the srcset, smallest first', () => {
    const set = cloudinarySrcSet(imageHost, 'menu/momos.jpg').split(', ');
    expect(set).toEqual(
      [160, 320, 480, 640].map(
        (width) => `${cloudinaryUrl(imageHost, 'menu/momos.jpg', width)} ${width}w`,
      ),
    );
  });
});
