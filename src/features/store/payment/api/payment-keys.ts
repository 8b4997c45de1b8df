/** Query keys of the customer's payment screens. */
export const paymentKeys = {
  all: ['store', 'payment'] as const,
  products: () => [...paymentKeys.all, 'products'] as const,
  order: (orderId: string) => [...paymentKeys.all, 'order', orderId] as const,
  orders: () => [...paymentKeys.all, 'orders'] as const,
  unlimited: () => [...paymentKeys.all, 'unlimited'] as const,
};
