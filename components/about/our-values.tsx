import { about } from '@/data/about';

export function OurValues() {
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="values-title" className="text-3xl font-extrabold text-brand-deep">
        What we stand for
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {about.values.map((value) => (
          <li
            key={value.title}
            className="flex gap-4 rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-muted sm:p-6 md:block"
          >
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-muted text-3xl"
            >
              {value.emoji}
            </span>
            <div>
              <h3 className="text-xl font-bold text-brand-deep md:mt-4">{value.title}</h3>
              <p className="mt-2 text-muted-foreground">{value.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
