import { ButtonLink } from '@/components/ui/button-link';
import { OpenStatus } from '@/components/ui/open-status';
import { PageIntro } from '@/components/ui/page-intro';
import { cafe } from '@/data/cafe';
import { cityIn, localePath, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';

const art = (
  <div
    aria-hidden="true"
    className="relative mx-auto hidden size-72 select-none font-emoji lg:block"
  >
    <div className="absolute inset-0 rounded-full bg-accent/60" />
    <div className="absolute inset-8 flex items-center justify-center rounded-full bg-background text-[7rem] shadow-inner">
      🍵
    </div>
    <span className="absolute -left-2 top-6 rounded-full bg-surface p-3 text-4xl shadow-md">
      🥟
    </span>
    <span className="absolute -right-2 top-16 rounded-full bg-surface p-3 text-4xl shadow-md">
      🍜
    </span>
    <span className="absolute bottom-2 left-10 rounded-full bg-surface p-3 text-4xl shadow-md">
      🍛
    </span>
  </div>
);

export function HomeHero({ locale }: { locale: Locale }) {
  const { home, hours } = wordsFor(locale);
  const words = home.hero;
  return (
    <PageIntro
      titleId="home-title"
      eyebrow={fill(words.eyebrow, { city: cityIn(locale, cafe.address) })}
      title={fill(words.title, { cafe: cafe.name })}
      className="grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:py-20"
      aside={art}
    >
      <p className="mt-4 max-w-xl text-foreground sm:text-lg">{words.text}</p>
      <OpenStatus
        layout="mt-5"
        words={{ status: hours.status, weekdays: hours.weekdays, clock: hours.clock }}
      />
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink href={localePath(locale, '/order/')}>{words.orderNow}</ButtonLink>
        <ButtonLink href={localePath(locale, '/menu/')} variant="secondary">
          {words.viewMenu}
        </ButtonLink>
      </div>
    </PageIntro>
  );
}
