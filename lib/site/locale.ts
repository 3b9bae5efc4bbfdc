/**
 * The site's two languages. English keeps the spec's addresses (/menu/); Hindi has the same pages
 * under /hi/ (/hi/menu/). Interface words come from lib/words/; the cafe's own words (dish names,
 * the About text) from content/, where a missing Hindi word falls back to the English one.
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** Each language's `lang` attribute, Open Graph locale, address prefix and name in itself. */
export const languages = {
  en: { lang: 'en-IN', openGraph: 'en_IN', prefix: '', ownName: 'English' },
  hi: { lang: 'hi-IN', openGraph: 'hi_IN', prefix: '/hi', ownName: 'हिन्दी' },
} as const satisfies Record<
  Locale,
  { lang: string; openGraph: string; prefix: string; ownName: string }
>;

/** An English page's path in `locale`: "/menu/" is "/hi/menu/" in Hindi. */
export function localePath<Path extends '/' | `/${string}/`>(locale: Locale, path: Path): Path {
  return `${languages[locale].prefix}${path}` as Path;
}

/** The language of a path as the export writes it ("/hi/menu/" is Hindi), base path removed. */
export function localeOfPath(path: string): Locale {
  return /^\/hi(\/|$)/.test(path) ? 'hi' : 'en';
}

/** A path in the other language: "/menu/" ⇄ "/hi/menu/". */
export function switchedPath(path: string): string {
  if (localeOfPath(path) === 'hi') return path.replace(/^\/hi(?=\/|$)/, '') || '/';
  return `/hi${path === '/' ? '/' : path}`;
}

type Named = { name: string; hindiName?: string };

/** A dish's or a category's name as the page in `locale` shows it: the Hindi one when there is one. */
export function nameIn(locale: Locale, named: Named): string {
  return locale === 'hi' ? (named.hindiName ?? named.name) : named.name;
}

/** The cafe's city as a page in `locale` names it: the Hindi one when there is one. */
export function cityIn(locale: Locale, address: { city: string; hindiCity?: string }): string {
  return locale === 'hi' ? (address.hindiCity ?? address.city) : address.city;
}

/** A dish's description in `locale`, falling back to the English one. */
export function descriptionIn(
  locale: Locale,
  dish: { description?: string; hindiDescription?: string },
): string | undefined {
  return locale === 'hi' ? (dish.hindiDescription ?? dish.description) : dish.description;
}

/**
 * The `lang` a piece of the owner's or a customer's text needs on a page in `locale`: none when it
 * is in the page's language, else the language it is written in (Devanagari is Hindi, any other
 * script English), so that a screen reader reads an English review on a Hindi page in English.
 */
export function langOfPart(locale: Locale, text: string): string | undefined {
  const written: Locale = /[\u0900-\u097f]/.test(text) ? 'hi' : 'en';
  return written === locale ? undefined : languages[written].lang;
}
