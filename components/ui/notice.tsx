import type { ReactNode, Ref } from 'react';

type NoticeProps = {
  emoji: string;
  title: string;
  /** Where the notice replaces a page's content, focus is moved to its heading through this. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** A page-sized message (not found, an empty cart, an error): an emoji, the heading, what next. */
export function Notice({ emoji, title, headingRef, children }: NoticeProps) {
  return (
    <>
      <p aria-hidden="true" className="font-emoji text-6xl">
        {emoji}
      </p>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-4 text-3xl font-bold text-brand-deep focus:outline-none"
      >
        {title}
      </h1>
      {children}
    </>
  );
}
