import { useCallback, useRef, useState } from 'react';

type ModuleState<T> =
  { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'ready'; module: T };

export type LoadedPart<T> = ModuleState<T> & { load: () => void };

/**
 * A part of the page fetched when first needed (`importer` is `() => import('./part')`), kept once
 * it has arrived. A download that fails is not kept: the next `load()`, from the feature's next use
 * or its Try again, fetches it again, so a dropped signal costs one attempt, never the feature
 * (React.lazy keeps a failed import until the page is reloaded). `load()` while the part is on its
 * way or here does nothing.
 */
export function useModule<T>(importer: () => Promise<T>): LoadedPart<T> {
  const [state, setState] = useState<ModuleState<T>>({ status: 'idle', module: null });
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading', module: null });
    importer().then(
      (module) => setState({ status: 'ready', module }),
      () => {
        started.current = false;
        setState({ status: 'failed', module: null });
      },
    );
  }, [importer]);

  return { ...state, load };
}
