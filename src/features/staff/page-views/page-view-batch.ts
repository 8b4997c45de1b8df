/**
 * The public site's page views waiting to be sent (issue 8 point 6): the public pages viewed since the last send,
 * taken out as request bodies of POST user/page of at most PAGE_VIEW_BATCH pages each. The server counts one view per
 * distinct page of a body, so a page viewed again before the next send counts once; a path that names no public page
 * (site-traffic.ts `publicPageOf`) is not kept. Pure: the hook decides when to send.
 *
 * Issue 13 point 4: the public shell counts every page, so this module and the hook read no zod module: the page list
 * and the batch bound come from the zod-free site-traffic.ts, and the call paths below are the contract's
 * (src/api/staff/dashboards.ts; tests/unit/page-view-batch.test.ts checks they are the same).
 */
import { PAGE_VIEW_BATCH, publicPageOf, type PublicPage } from '../../../api/staff/site-traffic';

/** Where the bodies go: the contract's userPage and refererLog calls. */
export const PAGE_VIEW_PATHS = { userPage: '/api/v2/common/user/page', refererLog: '/api/v2/common/referer_log' } as const;

/** How often the batch is sent while the page is open. */
export const FLUSH_INTERVAL_MS = 10_000;

export type PageViewBody = { pages: Array<{ path: PublicPage }> };

/** The public page a location path is (its query, fragment and trailing slash dropped), or null for any other path. */
export const pagePath = (pathname: string): PublicPage | null => publicPageOf(pathname.startsWith('/') ? pathname : `/${pathname}`);

export class PageViewBatch {
  private pages = new Set<PublicPage>();

  /** Notes one view of a path; a path that is no public page is ignored. */
  add(pathname: string): void {
    const page = pagePath(pathname);
    if (page) this.pages.add(page);
  }

  get size(): number {
    return this.pages.size;
  }

  /** The pages viewed so far as request bodies (empty when nothing is waiting), and forgets them. */
  take(): PageViewBody[] {
    const pages = [...this.pages].map((path) => ({ path }));
    this.pages.clear();
    const bodies: PageViewBody[] = [];
    for (let i = 0; i < pages.length; i += PAGE_VIEW_BATCH) bodies.push({ pages: pages.slice(i, i + PAGE_VIEW_BATCH) });
    return bodies;
  }
}
