// Stops the build, before anything is compiled, when a file of content/ is not as the site needs
// it, or a dish names a photo that is not in content/photos/: every mistake is printed as a
// sentence naming the file, the dish or field, and the fix.
// `npm run build` and `npm run dev` run it first; the same check runs in the unit tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentFolder, contentProblems, namesOffTheMenu } from '../lib/editor/content-check';
import { contentSchemas, type ContentFile, type MenuCategory } from '../data/schema';
import { siteSettings } from '../data/site-settings';
import { siteSettingsProblems } from '../lib/editor/data-check';
import { contentCheckTitle, errorAnnotation } from '../lib/editor/publish-status';
import { photosFolder } from '../data/photos';
import { photoProblems } from '../lib/menu/photos';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = join(root, contentFolder);
const files = Object.fromEntries(
  (Object.keys(contentSchemas) as ContentFile[]).map((file) => [
    file,
    readFileSync(join(folder, file), 'utf8'),
  ]),
) as Record<ContentFile, string>;

const settingsProblems = siteSettingsProblems(siteSettings);
if (settingsProblems.length > 0) {
  console.error(
    `The site's settings need fixing before the site can be built:\n- ${settingsProblems.join('\n- ')}`,
  );
  process.exit(1);
}

const photos = existsSync(join(root, photosFolder)) ? readdirSync(join(root, photosFolder)) : [];
const problems = contentProblems(files);
// The photos are checked against a menu that passed its own check.
if (problems.length === 0) {
  const { categories } = JSON.parse(files['menu.json']) as { categories: MenuCategory[] };
  problems.push(...photoProblems(categories, photos));
}
// On GitHub, each sentence is also kept as an error of the run, where the editor reads it back to
// tell the owner why the change is not live (lib/editor/status-line.ts).
if (process.env.GITHUB_ACTIONS === 'true') {
  for (const problem of problems) console.log(errorAnnotation(contentCheckTitle, problem));
}
if (problems.length > 0) {
  console.error(
    `The cafe's content needs fixing before the site can be built:\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(`${contentFolder}/: every file is as the site needs it.`);
// Left behind by a change to the menu: the site leaves them out, and says so here.
for (const name of namesOffTheMenu(files)) console.log(`Left out: ${name}`);
