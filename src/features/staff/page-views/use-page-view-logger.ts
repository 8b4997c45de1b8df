/**
 * Logs the public site's page views and where visitors came from (issue 8 point 6), batched so that logging
 * never slows a page: each route change's public page is noted in memory (page-view-batch.ts); the batch goes out every
 * FLUSH_INTERVAL_MS and when the page is hidden or left (pagehide, visibilitychange), by beacon. The referring
 * site (document.referrer, when it is another host) is sent once per browser session with the landing path;
 * only its origin leaves the browser, and the server keeps only the site's name (네이버, 구글, ..., 기타).
 */
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { FLUSH_INTERVAL_MS, PAGE_VIEW_PATHS, PageViewBatch, pagePath } from './page-view-batch';
import { sendBeacon } from './send-beacon';

/** The session flag set once the referer of this visit is sent. */
export const REFERER_SENT_KEY = 'referer_logged';

/** The referring site's origin when it is another host, else null. */
export function externalReferer(referrer: string, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (!url.hostname || url.host === ownHost) return null;
    return `${url.origin}/`;
  } catch {
    return null;
  }
}

/** Sends the visit's referer once per browser session (sessionStorage may be unavailable: then it is not sent). */
function logRefererOnce(pathname: string) {
  const landing = pagePath(pathname);
  if (!landing) return;
  try {
    if (sessionStorage.getItem(REFERER_SENT_KEY)) return;
    sessionStorage.setItem(REFERER_SENT_KEY, '1');
  } catch {
    return;
  }
  const referer = externalReferer(document.referrer, location.host);
  if (referer) sendBeacon(PAGE_VIEW_PATHS.refererLog, { referer, landing });
}

/** Mount once in the public site's shell. */
export function usePageViewLogger(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const batch = useRef<PageViewBatch | null>(null);
  const last = useRef<string | null>(null);
  batch.current ??= new PageViewBatch();

  useEffect(() => {
    const pending = batch.current!;
    const flush = () => {
      for (const body of pending.take()) sendBeacon(PAGE_VIEW_PATHS.userPage, body);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const timer = window.setInterval(flush, FLUSH_INTERVAL_MS);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, []);

  useEffect(() => {
    // Once per path change (React's development double effects included).
    if (last.current === pathname) return;
    if (last.current === null) logRefererOnce(pathname);
    last.current = pathname;
    batch.current!.add(pathname);
  }, [pathname]);
}
