/** Query keys of payment administration: every key starts with `adminPaymentKeys.all`, so one write can refresh them all. */
export const adminPaymentKeys = {
  all: ['store-admin'] as const,
  orders: (query: unknown) => [...adminPaymentKeys.all, 'orders', query] as const,
  order: (id: number) => [...adminPaymentKeys.all, 'order', id] as const,
  coupons: (query: unknown) => [...adminPaymentKeys.all, 'coupons', query] as const,
  passes: (query: unknown) => [...adminPaymentKeys.all, 'passes', query] as const,
  runs: (query: unknown) => [...adminPaymentKeys.all, 'runs', query] as const,
  products: () => [...adminPaymentKeys.all, 'products'] as const,
};
