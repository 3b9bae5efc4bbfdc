import { cafe } from '@/data/cafe';
import { pageMetadata, shareImage, sitePageMetadata } from './metadata';
import { hi } from '../words/hi';
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

describe('a page in two languages', () => {
  const english = sitePageMetadata('en', 'menu');
  const hindi = sitePageMetadata('hi', 'menu');

  it('is canonical at its own address in each language', () => {
    expect(english.alternates?.canonical).toBe(pageUrl('/menu/'));
    expect(hindi.alternates?.canonical).toBe(pageUrl('/hi/menu/'));
  });

  it('names both addresses, with English as the default, from either page', () => {
    const both = {
      'en-IN': pageUrl('/menu/'),
      'hi-IN': pageUrl('/hi/menu/'),
      'x-default': pageUrl('/menu/'),
    };
    expect(english.alternates?.languages).toEqual(both);
    expect(hindi.alternates?.languages).toEqual(both);
  });

  it('has its title, description and preview in its language', () => {
    expect(hindi.title).toEqual({ absolute: `${hi.site.pages.menu.title} | ${cafe.name}` });
    expect(hindi.description).toMatch(/[\u0900-\u097f]/);
    expect(hindi.description).toContain(cafe.name);
    expect(hindi.openGraph).toMatchObject({ locale: 'hi_IN', url: pageUrl('/hi/menu/') });
    expect(english.openGraph).toMatchObject({ locale: 'en_IN', url: pageUrl('/menu/') });
  });
});
