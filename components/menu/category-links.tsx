import clsx from 'clsx';
import { menu } from '@/data/menu';
import { nameIn, type Locale } from '@/lib/site/locale';
import { categorySlug } from '@/lib/menu/menu-lookup';
import { wordsFor } from '@/lib/words';
import { chipClasses, chipRowClasses } from './chip-classes';

/**
 * The category bar as it works without JavaScript: a link to each category's section. Rendered
 * on the server, inside <noscript>, so a browser that runs scripts neither builds nor downloads it.
 * The sections' ids are made from the English names on both sites; the links say the page's.
 */
export function CategoryLinks({ locale }: { locale: Locale }) {
  return (
    <noscript>
      <nav aria-label={wordsFor(locale).menu.browser.categories} className={chipRowClasses}>
        {menu.map((category) => (
          <a
            key={category.name}
            href={`#${categorySlug(category.name)}`}
            className={clsx(chipClasses, 'border-border bg-surface text-foreground')}
          >
            {nameIn(locale, category)}
          </a>
        ))}
      </nav>
    </noscript>
  );
}
