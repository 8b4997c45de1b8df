/** Query keys of the 결제 내역 page (the pass and the orders share the payment screens' keys, so both refresh together). */
import { paymentKeys } from '../../payment/api/payment-keys';

export const accountKeys = {
  orders: paymentKeys.orders,
  unlimited: paymentKeys.unlimited,
  refundRequests: () => [...paymentKeys.all, 'refund-requests'] as const,
  coupons: () => [...paymentKeys.all, 'my-coupons'] as const,
};
