import { ButtonLink } from '@/components/ui/button-link';
import { OpenStatus } from '@/components/ui/open-status';
import { cafe } from '@/data/cafe';

export function HomeHero() {
  return (
    <section
      aria-labelledby="home-title"
      className="bg-gradient-to-br from-border via-muted to-background"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-brand-strong">
            Freshly made in {cafe.address.city}
          </p>
          <h1
            id="home-title"
            className="mt-3 text-4xl font-extrabold leading-tight text-brand-deep sm:text-5xl"
          >
            Kulhad chai and fresh food at {cafe.name}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-foreground">
            Chai brewed fresh in clay cups, steaming momos, chowmein and home-style thalis. Order in
            a minute on WhatsApp for home delivery or pickup.
          </p>
          <OpenStatus className="mt-5" />
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink href="/order/">Order Now</ButtonLink>
            <ButtonLink href="/menu/" variant="secondary">
              View Menu
            </ButtonLink>
          </div>
        </div>
        <div aria-hidden="true" className="relative mx-auto hidden size-72 select-none lg:block">
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
      </div>
    </section>
  );
}
