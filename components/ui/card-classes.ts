export type CardLook = 'raised' | 'outlined';

const looks: Record<CardLook, string> = {
  raised: 'rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-muted sm:p-6',
  outlined: 'rounded-2xl border border-border bg-surface p-5',
};

/** A card's classes, for client components; server components use Card, which takes overrides. */
export function cardClasses(look: CardLook = 'raised'): string {
  return looks[look];
}
