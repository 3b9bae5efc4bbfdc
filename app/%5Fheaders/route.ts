import { headersFile } from '@/lib/site/security-headers';

// Written once at build time as out/_headers (the folder name is "_headers" URL-encoded, since
// Next.js keeps folders starting with "_" out of the routes).
export const dynamic = 'force-static';

export function GET() {
  return new Response(headersFile(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
