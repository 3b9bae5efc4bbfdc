import content from '@/content/cafe.json';
import type { Cafe as CafeContent } from './schema';
import { siteSettings, type SiteSettings } from './site-settings';

/**
 * The cafe's details and hours: the owner's (content/cafe.json, checked by the build against the
 * schema, with its one default: no days off where the file names none, as the editor leaves it
 * out), with the developer's settings beside them (data/site-settings.ts): the site's address, the
 * image host, and the cafe's clock, by which its hours are read.
 */
export type Cafe = CafeContent &
  Pick<SiteSettings, 'siteUrl' | 'imageHost'> & {
    hours: CafeContent['hours'] & Pick<SiteSettings, 'utcOffset'>;
  };

const hours = content.hours as Partial<CafeContent['hours']> & CafeContent['hours'];

export const cafe: Cafe = {
  ...(content as CafeContent),
  siteUrl: siteSettings.siteUrl,
  imageHost: siteSettings.imageHost,
  hours: { ...hours, closedOn: hours.closedOn ?? [], utcOffset: siteSettings.utcOffset },
};
