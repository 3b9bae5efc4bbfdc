import { useEffect, useRef, type ReactNode } from 'react';
import { formatRupees } from '@/lib/order/money';

type SendBarProps = {
  total: number;
  children: ReactNode;
  note?: ReactNode;
  /** The total's name: "Total". */
  totalWord: string;
};

/**
 * The order page's main action with the total, kept at the foot of the screen at every scroll
 * position: sticky, so where the page ends it sits after the content and covers none of it, and
 * the page's scroll padding, kept to its height, keeps a focused field above it. It comes last in
 * reading and tab order, after what it sends. Its parent must span the whole view.
 */
export function SendBar({ total, children, note, totalWord }: SendBarProps) {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The bar grows by a line or two when it says what is missing or what the owner's delivery
    // terms still ask: the page's scroll padding follows it, so a focused field stays above it.
    const element = bar.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`;
    });
    observer.observe(element);
    // Focus scrolls a field into view, but one partly on screen may stay under the bar. Only a
    // field that is typed in: a tapped button or choice never moves under the finger.
    const uncover = (event: FocusEvent) => {
      const field = event.target;
      if (
        !(field instanceof HTMLElement) ||
        !field.matches('input:not([type=radio], [type=checkbox]), textarea, select')
      )
        return;
      const under = field.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (under > 0) window.scrollBy(0, under + 16);
    };
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', uncover);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);

  return (
    <div
      ref={bar}
      className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-border bg-surface px-4 pb-3 pt-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:mx-0 sm:rounded-t-2xl"
    >
      <div className="flex items-center gap-3">
        <p className="shrink-0 text-lg font-bold text-foreground">
          <span className="block text-sm font-normal text-muted-foreground">{totalWord}</span>
          {formatRupees(total)}
        </p>
        <div className="flex flex-1 justify-end">{children}</div>
      </div>
      {note}
    </div>
  );
}
