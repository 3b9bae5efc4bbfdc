/**
 * The About page's headings and links. Its story, values, timeline and culture are the cafe's own
 * words, in content/about.json, with their Hindi beside them.
 */
export const about = {
  eyebrow: 'Since {year} in {city}',
  title: 'About {cafe}',
  story: 'Our story',
  values: 'What we stand for',
  journey: 'Our journey',
  culture: 'Life at {cafe}',
  exploreMenu: 'Explore the Menu',
  getInTouch: 'Get in Touch',
};
