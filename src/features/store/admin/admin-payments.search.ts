/**
 * The URL of /admin/app-payment/main: the open tab, the order list's filters (state, product, Korean days, user
 * and order search), the sort arrow, the page, and the order whose detail is open. Bad values are dropped, never
 * fatal, so a shared or hand-typed link always shows the screen.
 */
import { z } from 'zod';
import { PAGE_SIZE, SORT } from '../../../api/codes';
import { ORDER_SORT_KEYS, type OrderListQuery } from '../../../api/store/admin-payments';
import { PAYMENT_TABS, type PaymentTab } from './admin-payments.rules';

const text = z.string().trim().max(200).optional().catch(undefined);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional().catch(undefined);
const day = z.iso.date().optional().catch(undefined);

/** The search params of the payment screen. */
export const PaymentSearchSchema = z.object({
  tab: z.enum(Object.keys(PAYMENT_TABS) as [PaymentTab, ...PaymentTab[]]).optional().catch(undefined),
  /** Order states, comma-separated. */
  state: z.string().regex(/^\d(,\d)*$/).optional().catch(undefined),
  product_id: int(1, 2_147_483_647),
  from: day,
  to: day,
  user_search: text,
  order_search: text,
  page: int(1, 100_000),
  size: int(1, PAGE_SIZE.max),
  sort_key: z.enum(ORDER_SORT_KEYS).optional().catch(undefined),
  sort: z.coerce
    .number()
    .pipe(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]))
    .optional()
    .catch(undefined),
  /** The order whose detail is open. */
  id: int(1, 2_147_483_647),
});
export type PaymentSearch = z.output<typeof PaymentSearchSchema>;

/** The router's `validateSearch`: the URL's values, each bad one dropped and absent keys left out. */
export function parsePaymentSearch(raw: Record<string, unknown>): PaymentSearch {
  const parsed = PaymentSearchSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as PaymentSearch;
}

/** The orders (and xlsx) query of a URL. */
export function orderListQuery(s: PaymentSearch): OrderListQuery {
  return {
    page: s.page ?? 1,
    size: s.size ?? PAGE_SIZE.default,
    sort_key: s.sort_key,
    sort: s.sort,
    state: s.state,
    product_id: s.product_id,
    from: s.from && s.to && s.from > s.to ? s.to : s.from,
    to: s.to,
    user_search: s.user_search,
    order_search: s.order_search,
  };
}

/** The search after a filter changed: back to page 1, the tab and the open detail kept; empty values dropped. */
export function withFilter(search: PaymentSearch, patch: Partial<Omit<PaymentSearch, 'page' | 'id' | 'tab'>>): PaymentSearch {
  const { page: _page, ...rest } = search;
  return Object.fromEntries(Object.entries({ ...rest, ...patch }).filter(([, v]) => v !== undefined && v !== '')) as PaymentSearch;
}

/** Whether any order filter is set. */
export const isFiltered = (s: PaymentSearch) => !!(s.state || s.product_id || s.from || s.to || s.user_search || s.order_search);
