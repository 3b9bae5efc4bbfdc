import { buttonClasses } from '@/components/ui/button-classes';
import { ChatIcon, InstagramIcon, PhoneIcon } from '@/components/ui/icons';
import { cafe } from '@/data/cafe';
import { instagramUrl, whatsappOrderUrl } from '@/lib/cafe-links';

export function QuickOrder() {
  const [phone] = cafe.phones;
  return (
    <section aria-labelledby="quick-order-title" className="mt-8">
      <h2 id="quick-order-title" className="text-xl font-bold text-brand-deep">
        Quick order
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {phone && (
          <a href={`tel:${phone.tel}`} className={buttonClasses({ variant: 'primary' })}>
            <PhoneIcon />
            Call to Order
          </a>
        )}
        <a
          href={whatsappOrderUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'whatsapp' })}
        >
          <ChatIcon />
          Order on WhatsApp
        </a>
        <a
          href={instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <InstagramIcon />
          Message on Instagram
        </a>
      </div>
    </section>
  );
}
