import { about, type About } from '@/data/about';
import type { Locale } from './locale';

/** A paragraph, value or year of the About page, in one language. */
type Told = { title: string; text: string };

const inHindi = <Item extends Told & { hindiTitle?: string; hindiText?: string }>(item: Item) => ({
  ...item,
  title: item.hindiTitle ?? item.title,
  text: item.hindiText ?? item.text,
});

/**
 * The About page's text in `locale`: on the Hindi page each Hindi text the owner wrote, and the
 * English one where there is none.
 */
export function aboutIn(locale: Locale): Pick<About, 'story' | 'values' | 'timeline' | 'culture'> {
  if (locale === 'en') return about;
  const paragraphs = (hindi: string[] | undefined, english: string[]) =>
    hindi && hindi.length > 0 ? hindi : english;
  return {
    story: paragraphs(about.hindiStory, about.story),
    values: about.values.map(inHindi),
    timeline: about.timeline.map(inHindi),
    culture: paragraphs(about.hindiCulture, about.culture),
  };
}
