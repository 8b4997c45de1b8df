/**
 * The order calls of Toss's payment-window flow: create (the server holds the amount), confirm (the success
 * redirect), fail (the fail redirect), one order (/payment/done), use_sale_coupon (an order the coupon covers).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerApi } from '../../../../api/client';
import { orderConfirm, orderCreate, orderFail, orderGet, useSaleCoupon } from '../../../../api/store/payments';
import type { CallInput } from '../../../../api/http';
import { paymentKeys } from './payment-keys';

/** POST order. */
export const createOrder = (body: CallInput<typeof orderCreate>['body']) => customerApi(orderCreate, { body }, { notify: false }).then((r) => r.data);
/** POST order/confirm. */
export const confirmOrder = (body: CallInput<typeof orderConfirm>['body']) => customerApi(orderConfirm, { body }, { notify: false }).then((r) => r.data);
/** POST order/fail. */
export const failOrder = (body: CallInput<typeof orderFail>['body']) => customerApi(orderFail, { body }, { notify: false }).then((r) => r.data);
/** PUT use_sale_coupon. */
export const spendCoupon = (body: CallInput<typeof useSaleCoupon>['body']) => customerApi(useSaleCoupon, { body }, { notify: false });

/** GET order?orderId's query options. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: paymentKeys.order(orderId), queryFn: ({ signal }) => customerApi(orderGet, { query: { orderId } }, { signal, notify: false }).then((r) => r.data) });

/** One of the caller's orders. */
export const useOrder = (orderId: string) => useQuery({ ...orderQueryOptions(orderId), enabled: orderId.length >= 6 });
