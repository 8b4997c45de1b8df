/**
 * The search params of the consulting application pages (/consulting/apply and its done page; the failure page's
 * are in apply-failure.search.ts). Bad values are dropped, never fatal. Plain code, not zod (issue 13 point 4):
 * tests/unit/plain-search-parsers.test.ts holds the zod rules they had as the reference. Loaded with the screens
 * (the routes' `lazySearch`).
 */

/** An id: a whole number of at least 1, read as Number() reads it (`"12"` and `12` alike), else dropped. */
function idOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** The search of /consulting/apply. */
export interface ApplySearch {
  /** The service to start with (/payment sends a customer who picked a consulting product here with it). */
  service_id?: number;
  /** The same, as the event page's older links name it; `service_id` wins when both are given. */
  service?: number;
}

/** /consulting/apply: `?service_id=` (or the older `?service=`) picks a service to start with. */
export function parseApplySearch(raw: Record<string, unknown>): ApplySearch {
  const out: ApplySearch = { service_id: idOf(raw.service_id), service: idOf(raw.service) };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ApplySearch;
}

/** /consulting/apply/done: the application just sent. */
export function parseApplyDoneSearch(raw: Record<string, unknown>): { id?: number } {
  const id = idOf(raw.id);
  return id === undefined ? {} : { id };
}
