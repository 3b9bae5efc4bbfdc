import type { ReactNode, Ref } from 'react';

type NoticeProps = {
  /** Drawn large above the heading, for the eye only: an emoji, or an icon. */
  picture: ReactNode;
  title: string;
  /** Where the notice replaces a page's content, focus is moved to its heading through this. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** A page-sized message (not found, an empty cart, an error): a picture, the heading, what next. */
export function Notice({ picture, title, headingRef, children }: NoticeProps) {
  return (
    <>
      <div aria-hidden="true" className="flex h-16 items-center justify-center text-6xl">
        {picture}
      </div>
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
