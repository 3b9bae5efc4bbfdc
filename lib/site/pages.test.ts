import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pagePaths, pages } from './pages';

const app = join(__dirname, '..', '..', 'app');

/** The route a `page.tsx` under `app/` makes: route groups `(name)` add nothing to the path. */
function routeOfPageFile(file: string): string {
  const folders = file
    .split('/')
    .slice(0, -1)
    .filter((folder) => !/^\(.+\)$/.test(folder));
  return folders.length === 0 ? '/' : `/${folders.join('/')}/`;
}

function pageFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name === 'page.tsx' ? [relative(app, path).split('\\').join('/')] : [];
  });
}

test('every page under app/ is in the registry, and every registry entry has its page', () => {
  const routes = pageFiles(app).map(routeOfPageFile).sort();
  expect(routes.length).toBeGreaterThan(0);
  expect([...pagePaths].sort()).toEqual(routes);
});

test('each page is listed once, with a label', () => {
  expect(new Set(pagePaths).size).toBe(pages.length);
  for (const page of pages) expect(page.label.trim()).not.toBe('');
});
