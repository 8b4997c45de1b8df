/**
 * The public site's page views waiting to be sent (issue 8 point 6): counts per path kept in memory and taken
 * out as request bodies of POST user/page, each within the contract's limits (PAGE_VIEW_BATCH paths, a count of
 * at most MAX_COUNT, a path of at most MAX_PATH characters). Pure: the hook decides when to send.
 *
 * Issue 13 point 4: the public shell counts every page, so this module and the hook read no contract module (they
 * would load zod on every public page): the limits and paths below are the contract's (src/api/staff/dashboards.ts),
 * and tests/unit/page-view-batch.test.ts checks they are the same.
 */

/** At most this many paths in one body (the contract's PAGE_VIEW_BATCH). */
export const PAGE_VIEW_BATCH = 50;
/** Where the bodies go: the contract's userPage and refererLog calls. */
export const PAGE_VIEW_PATHS = { userPage: '/api/v2/common/user/page', refererLog: '/api/v2/common/referer_log' } as const;

/** The largest count of one path in one body (the contract's limit). */
export const MAX_COUNT = 1000;
/** The longest path the contract takes. */
export const MAX_PATH = 300;
/** How often the batch is sent while the page is open. */
export const FLUSH_INTERVAL_MS = 10_000;

export type PageViewBody = { pages: Array<{ path: string; count: number }> };

/** A site path as counted: no query or fragment, within the contract's length. */
export const pagePath = (pathname: string) => (pathname.startsWith('/') ? pathname : `/${pathname}`).split(/[?#]/)[0].slice(0, MAX_PATH);

export class PageViewBatch {
  private counts = new Map<string, number>();

  /** Counts one view of a path. */
  add(pathname: string): void {
    const path = pagePath(pathname);
    this.counts.set(path, (this.counts.get(path) ?? 0) + 1);
  }

  get size(): number {
    return this.counts.size;
  }

  /** Everything counted so far as request bodies (empty when nothing is waiting), and forgets it. */
  take(): PageViewBody[] {
    const pages = [...this.counts].flatMap(([path, count]) =>
      Array.from({ length: Math.ceil(count / MAX_COUNT) }, (_, i) => ({ path, count: Math.min(MAX_COUNT, count - i * MAX_COUNT) })),
    );
    this.counts.clear();
    const bodies: PageViewBody[] = [];
    for (let i = 0; i < pages.length; i += PAGE_VIEW_BATCH) bodies.push({ pages: pages.slice(i, i + PAGE_VIEW_BATCH) });
    return bodies;
  }
}
