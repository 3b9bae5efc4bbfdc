/**
 * The developer's settings of the site: where it is published, where its photos are, and the
 * cafe's clock. They are not the owner's words or numbers, so they live here, not in content/ nor
 * in the editor at /admin/. The build checks them before anything is compiled
 * (lib/editor/data-check.ts, siteSettingsProblems) and stops with a sentence naming a bad value.
 * NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_IMAGE_HOST at build time override the first two
 * (lib/site/site.ts).
 */
export const siteSettings = {
  /** The site's public address, for canonical links, the sitemap and the table cards' QR codes. */
  siteUrl: 'https://cpccafe.example',
  /** Where the photos are: the Cloudinary account's upload address. */
  imageHost: 'https://res.cloudinary.com/cpc-cafe/image/upload',
  /** The cafe's clock against UTC: "+05:30" for India, which keeps no daylight saving. */
  utcOffset: '+05:30',
};

export type SiteSettings = typeof siteSettings;

/** Where a message of the build finds these settings. */
export const siteSettingsFile = 'data/site-settings.ts';
