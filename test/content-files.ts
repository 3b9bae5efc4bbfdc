import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSchemas, type ContentFile } from '../data/schema';
import { testedContent } from '../scripts/suite-site.mjs';

/**
 * The files of the content the tests read, as text by name: the made-up cafe of test/content/, or
 * the owner's content/ under CAFE_CONTENT=content (scripts/suite-site.mjs). A case that changes
 * one of them starts from these.
 */
export const contentFiles = Object.fromEntries(
  (Object.keys(contentSchemas) as ContentFile[]).map((file) => [
    file,
    readFileSync(join(testedContent, file), 'utf8'),
  ]),
) as Record<ContentFile, string>;
