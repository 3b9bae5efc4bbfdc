import { imageSrcSet, imageUrl } from './image-loader';

describe('image loader', () => {
  it('asks the image host for the width it needs', () => {
    expect(imageUrl('menu/kulhad-tea.jpg', 320)).toBe(
      'https://res.cloudinary.com/cpc-cafe/image/upload/f_auto,q_auto,c_fill,w_320/menu/kulhad-tea.jpg',
    );
  });

  it('offers every width in the srcset', () => {
    const set = imageSrcSet('menu/momos.jpg').split(', ');
    expect(set).toHaveLength(4);
    expect(set[0]).toMatch(/w_160\/menu\/momos\.jpg 160w$/);
    expect(set[3]).toMatch(/w_640\/menu\/momos\.jpg 640w$/);
  });
});
