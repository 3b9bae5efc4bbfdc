import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { Notice } from '@/components/ui/notice';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <Notice picture={<span className="font-emoji">🫖</span>} title="Page not found">
        <p className="mt-3 text-muted-foreground sm:text-lg">
          This page is not on our menu. The chai is still hot, though.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">Go to Home</ButtonLink>
          <ButtonLink href="/menu/" variant="secondary">
            View Menu
          </ButtonLink>
        </div>
      </Notice>
    </section>
  );
}
