import { testedSiteIfStale } from '../scripts/suite-site.mjs';

/** The site the journeys visit, built when out/ is missing, stale or of other content. */
export default function globalSetup() {
  testedSiteIfStale();
}
