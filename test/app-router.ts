/**
 * Next.js's router for a component test: jsdom mounts no app router, so a test of a component with
 * page links (components/ui/page-link.tsx) mocks next/navigation's useRouter with this one:
 *
 *   jest.mock('next/navigation', () => ({
 *     ...jest.requireActual('next/navigation'),
 *     useRouter: () => jest.requireActual('@/test/app-router').appRouter,
 *   }));
 *
 * It records the pages it was asked to open, and fetches nothing.
 */
export const opened: string[] = [];

export const appRouter = {
  push: (href: string) => void opened.push(href),
  replace: (href: string) => void opened.push(href),
  prefetch: () => {},
  back: () => {},
  forward: () => {},
  refresh: () => {},
};
