// Apart from lib/offline/retryable-import.ts, which every page's first script holds: only the error page
// reads a failed chunk's name.

/**
 * The script whose download failed, when `error` is Turbopack's ChunkLoadError ("Failed to load
 * chunk /_next/static/chunks/….js from module …"); null for any other error. Next.js keeps the
 * page a failed script was for, and shows it failing again however often it is opened: only a
 * page load fetches it again, once this script can be fetched (components/layout/page-error.tsx).
 */
export function failedChunk(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError') return null;
  return /^Failed to load chunk (\S+)/.exec(error.message)?.[1] ?? null;
}
