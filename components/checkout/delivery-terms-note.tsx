import { delivery } from '@/data/delivery';
import { cn } from '@/lib/site/cn';
import { deliveryTermsIn, deliveryTermsPhrases } from '@/lib/order/delivery';
import { languages, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';

/** The owner's delivery terms in one line ("Delivers within 3 km · in 30-45 min · ₹20 delivery"), or nothing when none is set. */
export function DeliveryTermsNote({ locale, className }: { locale: Locale; className?: string }) {
  const said = deliveryTermsIn(locale, delivery);
  const words = wordsFor(said.locale).checkout.delivery;
  const phrases = deliveryTermsPhrases(said.terms, words);
  if (phrases.length === 0) return null;
  return (
    <p
      lang={said.locale === locale ? undefined : languages[said.locale].lang}
      className={cn('text-muted-foreground', className)}
    >
      {fill(words.note, { terms: phrases.join(' · ') })}
    </p>
  );
}
