/** GET sale_coupon/check: the coupon's discount on the chosen product (the screen shows refusals itself). */
import { useMutation } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { paymentRoutes } from '../../../../api/public-calls';

/** Checks a coupon (by its code) against a product or a consulting application. */
export const checkCoupon = (query: { id: string; goods_code?: string; consulting_application_id?: number }) =>
  sendCustomer(paymentRoutes.saleCouponCheck, { query }, { notify: false }).then((r) => r.data);

/** The check as a mutation (run by the 확인 button). */
export const useCheckCoupon = () => useMutation({ mutationFn: checkCoupon });
