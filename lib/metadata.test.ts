import { cafe } from '@/data/cafe';
import { pageMetadata, shareImage } from './metadata';
import { pageUrl } from './site';

const about = pageMetadata({
  title: 'About Us',
  description: 'The story of the cafe, from a kulhad chai counter to a neighbourhood cafe.',
  path: '/about',
});

describe('pageMetadata', () => {
  it("names the cafe in the title of every page, the home page's included", () => {
    expect(about.title).toEqual({ absolute: `About Us | ${cafe.name}` });
    expect(pageMetadata({ title: 'Home', description: '', path: '/' }).title).toEqual({
      absolute: `Home | ${cafe.name}`,
    });
  });

  it('links the canonical address with the trailing slash the export uses', () => {
    expect(about.alternates?.canonical).toBe(pageUrl('/about/'));
    expect(about.openGraph?.url).toBe(pageUrl('/about/'));
  });

  it('shows the 1200x630 share image in WhatsApp, Facebook and X previews', () => {
    expect(about.openGraph?.images).toEqual([shareImage]);
    expect(about.twitter?.images).toEqual([shareImage]);
    expect(shareImage).toMatchObject({
      url: pageUrl('/') + 'og-image.png',
      width: 1200,
      height: 630,
    });
  });
});
