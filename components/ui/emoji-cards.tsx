import { cn } from '@/lib/site/cn';
import { Card } from './card';

export type EmojiCardItem = { emoji: string; title: string; text: string };

/** Cards of an emoji, a title and a sentence: side by side on phones, stacked on wider screens. */
export function EmojiCards({
  items,
  className,
}: {
  items: readonly EmojiCardItem[];
  className?: string;
}) {
  return (
    <ul className={cn('mt-8 grid gap-5', className)}>
      {items.map((item) => (
        <Card as="li" key={item.title} className="flex gap-4 md:flex-col md:gap-0">
          <div>
            <h3 className="text-xl font-bold text-brand-deep md:mt-4">{item.title}</h3>
            <p className="mt-2 text-muted-foreground">{item.text}</p>
          </div>
          {/* Drawn first, but after the title in the page: the title is read first. */}
          <span
            aria-hidden="true"
            className="order-first flex size-14 shrink-0 items-center justify-center rounded-full bg-muted font-emoji text-3xl"
          >
            {item.emoji}
          </span>
        </Card>
      ))}
    </ul>
  );
}
