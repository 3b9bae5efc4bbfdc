import { buttonClasses } from '@/components/ui/button-classes';
import { ChatIcon, InstagramIcon, PhoneIcon } from '@/components/ui/icons';
import { cafe } from '@/data/cafe';
import { instagramUrl, whatsappOrderUrl } from '@/lib/site/cafe-links';
import type { Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

export function QuickOrder({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).contact.quickOrder;
  const [phone] = cafe.phones;
  return (
    <section aria-labelledby="quick-order-title" className="mt-8">
      <h2 id="quick-order-title" className="text-xl font-bold text-brand-deep">
        {words.title}
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {phone && (
          <a href={`tel:${phone.tel}`} className={buttonClasses({ variant: 'primary' })}>
            <PhoneIcon />
            {words.call}
          </a>
        )}
        <a
          href={whatsappOrderUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'whatsapp' })}
        >
          <ChatIcon />
          {words.whatsapp}
        </a>
        <a
          href={instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <InstagramIcon />
          {words.instagram}
        </a>
      </div>
    </section>
  );
}
