import clsx from 'clsx';
import { menu } from '@/data/menu';
import { categorySlug } from '@/lib/menu-place';
import { chipClasses, chipRowClasses } from './chip-classes';

/**
 * The category bar as it works without JavaScript: a link to each category's section. Rendered
 * on the server, inside <noscript>, so a browser that runs scripts neither builds nor downloads it.
 */
export function CategoryLinks() {
  return (
    <noscript>
      <nav aria-label="Menu categories" className={chipRowClasses}>
        {menu.map((category) => (
          <a
            key={category.name}
            href={`#${categorySlug(category.name)}`}
            className={clsx(chipClasses, 'border-border bg-surface text-foreground')}
          >
            {category.name}
          </a>
        ))}
      </nav>
    </noscript>
  );
}
