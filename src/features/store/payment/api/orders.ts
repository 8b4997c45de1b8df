/**
 * The order calls of Toss's payment-window flow: create (the server holds the amount), confirm (the success
 * redirect), fail (the fail redirect), one order (/payment/done), use_sale_coupon (an order the coupon covers).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import type { CallInput } from '../../../../api/http';
import { paymentRoutes } from '../../../../api/public-calls';
import type { orderConfirm, orderCreate, orderFail, useSaleCoupon } from '../../../../api/store/payments';
import { paymentKeys } from './payment-keys';

/** POST order. */
export const createOrder = (body: CallInput<typeof orderCreate>['body']) => sendCustomer(paymentRoutes.orderCreate, { body }, { notify: false }).then((r) => r.data);
/** POST order/confirm. */
export const confirmOrder = (body: CallInput<typeof orderConfirm>['body']) => sendCustomer(paymentRoutes.orderConfirm, { body }, { notify: false }).then((r) => r.data);
/** POST order/fail. */
export const failOrder = (body: CallInput<typeof orderFail>['body']) => sendCustomer(paymentRoutes.orderFail, { body }, { notify: false }).then((r) => r.data);
/** PUT use_sale_coupon. */
export const spendCoupon = (body: CallInput<typeof useSaleCoupon>['body']) => sendCustomer(paymentRoutes.useSaleCoupon, { body }, { notify: false });

/** GET order?orderId's query options. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: paymentKeys.order(orderId), queryFn: ({ signal }) => sendCustomer(paymentRoutes.orderGet, { query: { orderId } }, { signal, notify: false }).then((r) => r.data) });

/** One of the caller's orders. */
export const useOrder = (orderId: string) => useQuery({ ...orderQueryOptions(orderId), enabled: orderId.length >= 6 });
