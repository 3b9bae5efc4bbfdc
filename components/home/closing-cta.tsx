import { buttonClasses } from '@/components/ui/button-classes';
import { ButtonLink } from '@/components/ui/button-link';
import { whatsappOrderUrl } from '@/lib/cafe-links';
import { ChatIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4">
      <div className="rounded-3xl bg-brand-strong px-6 py-12 text-center text-brand-foreground sm:px-12">
        <p aria-hidden="true" className="font-emoji text-5xl">
          🍵🥟
        </p>
        <h2 id="closing-title" className="mt-4 text-3xl font-bold">
          Hungry? Your order is a minute away
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-deep-foreground sm:text-lg">
          Build your cart online and send it to us on WhatsApp, or simply message us what you would
          like.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/order/" variant="secondary">
            Order Online Now
          </ButtonLink>
          <a
            href={whatsappOrderUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClasses({ variant: 'whatsapp' }), 'ring-2 ring-brand-foreground')}
          >
            <ChatIcon />
            Order on WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}
