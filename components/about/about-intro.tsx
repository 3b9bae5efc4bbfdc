import { about } from '@/data/about';
import { cafe } from '@/data/cafe';

export function AboutIntro() {
  return (
    <section
      aria-labelledby="about-title"
      className="bg-gradient-to-br from-clay-200 via-clay-100 to-clay-50"
    >
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <p className="text-sm font-bold uppercase tracking-wide text-clay-800">
          Since {cafe.foundedYear} in {cafe.address.city}
        </p>
        <h1 id="about-title" className="mt-3 text-4xl font-extrabold text-clay-900 sm:text-5xl">
          About {cafe.name}
        </h1>
        <h2 className="mt-8 text-2xl font-bold text-clay-900">Our story</h2>
        {about.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-stone-800">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
