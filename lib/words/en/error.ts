/**
 * What a failed page says. Its own small area: the error pages are client components that cannot
 * be passed words by a server page, so each language's app/(…)/error.tsx imports its own.
 */
export const error = {
  title: 'Something went wrong',
  text: 'This page stopped working. Your cart and the details you typed are still here: try again, or go back to the menu.',
  tryAgain: 'Try again',
  backToMenu: 'Back to the menu',
  noSignal:
    'No signal: this page could not load. Your cart and the details you typed are kept: try again when you have signal.',
  wholePageKept:
    'This page stopped working. Your cart and the details you typed are kept: reload the page to carry on with your order.',
  wholePage: 'This page stopped working: reload it to carry on.',
};
