import { delivery } from '@/data/delivery';
import { cn } from '@/lib/cn';
import { deliveryTermsPhrases } from '@/lib/delivery';

/** The owner's delivery terms in one line ("Delivers within 3 km · in 30-45 min · ₹20 delivery"), or nothing when none is set. */
export function DeliveryTermsNote({ className }: { className?: string }) {
  const phrases = deliveryTermsPhrases(delivery);
  if (phrases.length === 0) return null;
  return <p className={cn('text-muted-foreground', className)}>{phrases.join(' · ')}.</p>;
}
