/** A part of the site fetched when first needed, that a dropped download never breaks for good. */
export type RetryableImport<Module> = {
  /**
   * Fetches the part, or gives the one already fetched. Calls while a fetch is under way share it;
   * a failed fetch is forgotten, so the next call fetches again.
   */
  load: () => Promise<Module>;
  /** The part once fetched, for drawing it at once; undefined until then. */
  loaded: () => Module | undefined;
};

/**
 * Wraps `() => import('./part')`. React.lazy keeps a failed import for good, and a screen drawn
 * from it fails again however often it is retried; this forgets the failure. (Turbopack's own
 * runtime tries a failed chunk once more, then forgets it, so a new import() fetches it again.)
 */
export function retryableImport<Module>(load: () => Promise<Module>): RetryableImport<Module> {
  let part: Module | undefined;
  let pending: Promise<Module> | null = null;
  return {
    load: () => {
      if (part !== undefined) return Promise.resolve(part);
      pending ??= load().then(
        (value) => {
          part = value;
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => part,
  };
}

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
