/**
 * A route's search parser loaded with its screen rather than at start (issue 13 point 4).
 *
 * TanStack Router keeps every route's `validateSearch` in the first chunk, even when the screen is split off, so a
 * parser written with zod or a contract schema would load zod and the contract on every page, the public home page
 * included. `lazySearch(load)` gives a route its `validateSearch` and a `beforeLoad`: the first time the route is
 * matched, `beforeLoad` loads the parser (a dynamic import: the zod chunk, the contract module) and matches the same
 * address again, now parsed, before any loader runs or the screen renders. Until then `validateSearch` passes the
 * raw search through; nothing reads it in that first pass. A failed load (offline) shows the route's error and is
 * tried again on the next visit.
 *
 *   export const Route = createFileRoute('/x')({ ...lazySearch(() => import('../x.search').then((m) => m.parseXSearch)), component: X });
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';

/** A TanStack Router `validateSearch` function. */
export type SearchParser<T> = (raw: Record<string, unknown>) => T;

/** What `lazySearch` gives a route. */
export interface LazySearch<T> {
  validateSearch: SearchParser<T>;
  beforeLoad: (ctx: { location: ParsedLocation }) => Promise<void>;
}

/**
 * `validateSearch` and `beforeLoad` of a route whose search parser is loaded on its first visit. (NoInfer: the
 * parser alone decides the type, not the route options the result is spread into.)
 */
export function lazySearch<T>(load: () => Promise<SearchParser<T>>): LazySearch<NoInfer<T>> {
  let parse: SearchParser<T> | null = null;
  let loading: Promise<SearchParser<T>> | null = null;
  return {
    validateSearch: (raw: Record<string, unknown>): T => (parse ? parse(raw) : (raw as T)),
    beforeLoad: async ({ location }) => {
      if (parse) return;
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      parse = await loading;
      // The same address again: this time its search goes through the parser.
      throw redirect({ href: location.href, replace: true });
    },
  };
}
