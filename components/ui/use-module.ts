import { useCallback, useEffect, useState } from 'react';
import type { RetryableImport } from '@/lib/offline/retryable-import';

type ModuleState<T> =
  { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'ready'; module: T };

export type LoadedPart<T> = ModuleState<T> & { load: () => void };

/**
 * A part of the page fetched when first needed (lib/offline/retryable-import.ts), as state a component
 * draws: `load()` on each use of the feature fetches it, or fetches it again after a failed
 * download, and does nothing once it is here. A part fetched earlier in the visit is ready at once.
 */
export function useModule<T>(part: RetryableImport<T>): LoadedPart<T> {
  const [state, setState] = useState<ModuleState<T>>(() => {
    const fetched = part.loaded();
    return fetched === undefined
      ? { status: 'idle', module: null }
      : { status: 'ready', module: fetched };
  });

  const load = useCallback(() => {
    // Fetched since the first render (for another component, or an earlier page of the visit):
    // drawn now, or this component would wait for a download that has already ended.
    const fetched = part.loaded();
    if (fetched !== undefined) {
      setState((now) => (now.status === 'ready' ? now : { status: 'ready', module: fetched }));
      return;
    }
    setState((now) => (now.status === 'loading' ? now : { status: 'loading', module: null }));
    part.load().then(
      (fetched) => setState({ status: 'ready', module: fetched }),
      () => setState({ status: 'failed', module: null }),
    );
  }, [part]);

  return { ...state, load };
}

/**
 * `part` fetched as soon as `needed` holds, and fetched again when the phone is back online after
 * a failed download.
 */
export function useModuleWhen<T>(part: RetryableImport<T>, needed: boolean): LoadedPart<T> {
  const loaded = useModule(part);
  const { load } = loaded;
  useEffect(() => {
    if (!needed) return;
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [needed, load]);
  return loaded;
}
