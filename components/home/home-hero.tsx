import { ButtonLink } from '@/components/ui/button-link';
import { OpenStatus } from '@/components/ui/open-status';
import { PageIntro } from '@/components/ui/page-intro';
import { cafe } from '@/data/cafe';

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

export function HomeHero() {
  return (
    <PageIntro
      titleId="home-title"
      eyebrow={`Freshly made in ${cafe.address.city}`}
      title={`Kulhad chai and fresh food at ${cafe.name}`}
      className="grid items-center gap-10 lg:grid-cols-[3fr_2fr] lg:py-20"
      aside={art}
    >
      <p className="mt-4 max-w-xl text-foreground sm:text-lg">
        Chai brewed fresh in clay cups, steaming momos, chowmein and home-style thalis. Order in a
        minute on WhatsApp for home delivery or pickup.
      </p>
      <OpenStatus layout="mt-5" />
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink href="/order/">Order Now</ButtonLink>
        <ButtonLink href="/menu/" variant="secondary">
          View Menu
        </ButtonLink>
      </div>
    </PageIntro>
  );
}
