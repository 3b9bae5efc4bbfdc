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
 * Wraps `() => import('../part')`. React.lazy keeps a failed import for good, and a screen drawn
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
