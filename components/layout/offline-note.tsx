'use client';

import { useEffect, useState } from 'react';
import { siteReloadKey } from '@/lib/offline/storage-keys';
import {
  isSavedCopy,
  offlineRules,
  savedCopyNote,
  type OfflineWords,
  type TodaysPrices,
} from '@/lib/offline/offline';

/** How often to ask again whether the network answers, while the page is a saved copy. */
const probeEveryMs = 15_000;
/** When to ask once more after the phone says it is back online. */
const probeAgainMs = 2_000;

/** The parts of the Navigation API's navigate event read here (Chrome's, Android's browsers). */
type NavigateEvent = Event & {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  userInitiated: boolean;
  destination: { url: string; sameDocument: boolean };
};

/**
 * Whether the page at `url` answers now: asked of the service worker, which answers from its
 * saved copy without a signal, else of the network, never of the browser's cache. A worker that
 * has not heard from a slow network within its wait answers the page itself from its copy.
 */
function answers(url: string): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller;
  // Offline with no worker there is nothing to ask, and the browser would log the failed request.
  if (!navigator.onLine && !worker) return Promise.resolve(false);
  const asked = fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => answer.ok,
    () => false,
  );
  if (!worker) return asked;
  const waited = new Promise<boolean>((done) =>
    setTimeout(done, offlineRules.networkTimeoutSeconds * 1000, true),
  );
  return Promise.race([asked, waited]);
}

/**
 * Keeps the page, and the cart in it, when Next.js would leave it for one the browser cannot load:
 * a link whose data or script failed to download, or came from a build gone live since, is
 * followed by a full page load, which with no signal (or in the moments a deploy leaves the page
 * missing) shows the browser's error page, whose own reload empties the cart. Such a load (one
 * the site's script starts, to a page of the site) goes ahead only once that page answers;
 * `notOpened` is told when it did not.
 *
 * Next.js starts a full load to an address once and then waits for it to happen: a load held back
 * here leaves it waiting, and it would open nothing at the next tap on a link to that address.
 * That tap is taken here, before the link or the router sees it, and loads the page once it answers.
 */
function useKeepPageWithoutSignal(notOpened: (stayed: boolean) => void) {
  useEffect(() => {
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    if (!navigation) return;
    let letThrough: string | null = null;
    let heldBack: string | null = null;
    const loadOnceAnswered = (href: string, replace: boolean) => {
      void answers(href).then((answered) => {
        notOpened(!answered);
        heldBack = answered ? null : href;
        if (!answered) return;
        letThrough = href;
        if (replace) window.location.replace(href);
        else window.location.assign(href);
      });
    };
    const navigate = (event: Event) => {
      const { navigationType, userInitiated, destination } = event as NavigateEvent;
      const url = new URL(destination.url);
      const scriptLoad =
        (navigationType === 'push' || navigationType === 'replace') &&
        !userInitiated &&
        !destination.sameDocument &&
        url.origin === window.location.origin;
      if (!scriptLoad || !event.cancelable) return;
      if (letThrough === url.href) {
        letThrough = null;
        return;
      }
      event.preventDefault();
      loadOnceAnswered(url.href, navigationType === 'replace');
    };
    const tapAgain = (event: MouseEvent) => {
      if (heldBack === null || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.href !== heldBack || (link.target !== '' && link.target !== '_self')) return;
      event.preventDefault();
      loadOnceAnswered(heldBack, false);
    };
    // A page opened within the site after all: the note has had its say.
    const opened = () => notOpened(false);
    navigation.addEventListener('navigate', navigate);
    navigation.addEventListener('navigatesuccess', opened);
    window.addEventListener('click', tapAgain, true);
    return () => {
      navigation.removeEventListener('navigate', navigate);
      navigation.removeEventListener('navigatesuccess', opened);
      window.removeEventListener('click', tapAgain, true);
    };
  }, [notOpened]);
}

function markedSavedCopy(entries: PerformanceEntryList): boolean {
  return entries.some((entry) =>
    isSavedCopy((entry as PerformanceResourceTiming).serverTiming ?? []),
  );
}

/**
 * Tells the customer when what they see is not from the network: while they are offline, when a
 * page they asked for could not open (and this one stayed, with the cart), and
 * whenever the service worker answered this page, or the data of a page opened from it, from its
 * saved copy (it marks those answers, lib/offline/offline.ts). Once the network answers again it offers
 * today's prices: it waits for today's copy of the page, however slow the network, then reloads
 * into it, or says that it could not get it; the cart and the typed details are handed to the
 * reloaded page (lib/order/hand-over.ts).
 */
export function OfflineNote({ words }: { words: OfflineWords }) {
  const [offline, setOffline] = useState(false);
  const [savedCopy, setSavedCopy] = useState(false);
  const [networkBack, setNetworkBack] = useState(false);
  const [todays, setTodays] = useState<TodaysPrices>('not asked');
  const [notOpened, setNotOpened] = useState(false);
  useKeepPageWithoutSignal(setNotOpened);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (typeof PerformanceObserver !== 'function') return;
    const check = (entries: PerformanceEntryList) => {
      if (markedSavedCopy(entries)) setSavedCopy(true);
    };
    check(performance.getEntriesByType('navigation'));
    const observer = new PerformanceObserver((list) => check(list.getEntries()));
    observer.observe({ type: 'resource', buffered: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!savedCopy || networkBack) return;
    let stopped = false;
    // The page's own address, past the worker's 3 seconds: answered by the network, unmarked.
    const probe = async () => {
      if (!navigator.onLine) return;
      try {
        const answer = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
        if (!stopped && !isSavedCopy(answer.headers.get('Server-Timing'))) setNetworkBack(true);
      } catch {
        // Still no network: asked again later.
      }
    };
    void probe();
    const timer = window.setInterval(probe, probeEveryMs);
    // A phone says it is online a moment before its first request can get through: ask at once,
    // and once more shortly after.
    let again: number | undefined;
    const backOnline = () => {
      void probe();
      window.clearTimeout(again);
      again = window.setTimeout(probe, probeAgainMs);
    };
    window.addEventListener('online', backOnline);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.clearTimeout(again);
      window.removeEventListener('online', backOnline);
    };
  }, [savedCopy, networkBack]);

  async function loadToday() {
    if (todays === 'loading') return;
    setTodays('loading');
    const giveUp = new AbortController();
    const timer = window.setTimeout(
      () => giveUp.abort(),
      offlineRules.todaysCopyWaitSeconds * 1000,
    );
    try {
      // Through the worker, which waits for the network and keeps the answer for the reload.
      const answer = await fetch(window.location.href, {
        headers: { [offlineRules.todaysCopyHeader]: '1' },
        cache: 'no-store',
        signal: giveUp.signal,
      });
      if (isSavedCopy(answer.headers.get('Server-Timing'))) throw new Error('A saved copy again');
    } catch {
      setTodays('failed');
      return;
    } finally {
      window.clearTimeout(timer);
    }
    try {
      window.sessionStorage.setItem(siteReloadKey, '1');
    } catch {
      // Without storage the reload still shows today's prices, with a new cart.
    }
    window.location.reload();
  }

  const note = savedCopyNote({ offline, savedCopy, networkBack, todays, notOpened }, words);

  return (
    <div
      className={
        note
          ? // Said where the customer is, however far down the page: under the sticky header.
            `flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-brand-deep px-4 py-2 text-center text-sm text-brand-deep-foreground ${notOpened ? 'sticky top-[4.0625rem] z-30' : ''}`
          : 'sr-only'
      }
    >
      <p role="status">{note?.text}</p>
      {note?.offerToday && (
        // aria-disabled rather than disabled, so that the button keeps the focus while it waits.
        <button
          type="button"
          onClick={loadToday}
          aria-disabled={note.loading}
          className="min-h-11 rounded-full border border-brand-deep-foreground px-4 font-bold underline-offset-2 hover:underline aria-disabled:cursor-wait"
        >
          {words.loadToday}
        </button>
      )}
    </div>
  );
}
