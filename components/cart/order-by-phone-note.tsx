import { buttonClasses } from '@/components/ui/button-classes';
import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { cafe } from '@/data/cafe';
import { whatsappOrderUrl } from '@/lib/site/cafe-links';
import { cn } from '@/lib/site/cn';
import type { Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';

/**
 * With JavaScript off the menu still reads as a menu, but the cart cannot work: this note, shown
 * only then on the menu and the order page, offers the two ways to order that need no script.
 */
export function OrderByPhoneNote({ locale, className }: { locale: Locale; className?: string }) {
  const [phone] = cafe.phones;
  const words = wordsFor(locale).menu.orderByPhone;
  return (
    <noscript>
      <div
        role="note"
        aria-label={words.label}
        className={cn('mt-2 rounded-xl border border-border bg-surface p-3', className)}
      >
        <p>{words.text}</p>
        <p className="mt-2 flex flex-wrap gap-2">
          {phone && (
            <a href={`tel:${phone.tel}`} className={buttonClasses({ size: 'small' })}>
              <PhoneIcon width={18} height={18} />
              {fill(words.call, { phone: phone.display })}
            </a>
          )}
          <a
            href={whatsappOrderUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'whatsapp', size: 'small' })}
          >
            <ChatIcon width={18} height={18} />
            {words.whatsapp}
          </a>
        </p>
      </div>
    </noscript>
  );
}
