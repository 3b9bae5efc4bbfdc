import { buttonClasses } from '@/components/ui/button-classes';
import { ButtonLink } from '@/components/ui/button-link';
import { whatsappOrderUrl } from '@/lib/site/cafe-links';
import { ChatIcon } from '@/components/ui/icons';
import { cn } from '@/lib/site/cn';
import { localePath, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

export function ClosingCta({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).home.closing;
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4">
      <div className="rounded-3xl bg-brand-strong px-6 py-12 text-center text-brand-foreground sm:px-12">
        <p aria-hidden="true" className="font-emoji text-5xl">
          🍵🥟
        </p>
        <h2 id="closing-title" className="mt-4 text-balance text-3xl font-bold">
          {words.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-deep-foreground sm:text-lg">{words.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={localePath(locale, '/order/')} variant="secondary">
            {words.orderOnline}
          </ButtonLink>
          <a
            href={whatsappOrderUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonClasses({ variant: 'whatsapp' }), 'ring-2 ring-brand-foreground')}
          >
            <ChatIcon />
            {words.orderOnWhatsapp}
          </a>
        </div>
      </div>
    </section>
  );
}
