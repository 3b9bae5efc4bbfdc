/**
 * Runs in the page: true once React has hydrated every link, button and field, so that a click
 * reaches its handler. React keeps each hydrated element's props under a `__reactProps$…` key;
 * reading it keeps test-only markers out of the site itself.
 */
export function isHydrated() {
  const controls = document.querySelectorAll('body a, body button, body input, body textarea');
  return (
    controls.length > 0 &&
    Array.from(controls).every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    )
  );
}
