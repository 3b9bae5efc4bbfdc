import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/site/cn';
import { cardClasses, type CardLook } from './card-classes';

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'article' | 'div' | 'figure' | 'li' | 'section';
  look?: CardLook;
};

/** A white card; its className overrides the card's own padding, layout or colours. */
export function Card({ as: Element = 'div', look, className, ...props }: CardProps) {
  return <Element className={cn(cardClasses(look), className)} {...props} />;
}
