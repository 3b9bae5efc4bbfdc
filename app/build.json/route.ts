import { buildFileText, ownBuild } from '@/lib/offline/build';

export const dynamic = 'force-static';

/** out/build.json: the name of this build, which an open page compares with its own. */
export function GET() {
  return new Response(buildFileText(ownBuild), {
    headers: { 'Content-Type': 'application/json' },
  });
}
