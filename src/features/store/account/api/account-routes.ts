/**
 * The routes of the 결제 내역 page's own calls (src/api/store/refund-requests.ts) for the zod-free client
 * (`fetch-call.ts`): each the contract call's method and path, typed by the contract call through `import type`
 * (erased from the build, so the page loads neither zod nor the contract module). tests/server/store-my-money.test.ts
 * checks each against its contract call, as tests/unit/public-calls.test.ts does for src/api/public-calls.ts.
 */
import { callRoute } from '../../../../api/fetch-call';
import type * as calls from '../../../../api/store/refund-requests';

/** 청약철회 requests and 내 쿠폰 (src/api/store/refund-requests.ts). */
export const accountRoutes = {
  refundRequestCreate: callRoute<typeof calls.refundRequestCreate>('POST', '/api/v2/common/order/refund_request'),
  myRefundRequests: callRoute<typeof calls.myRefundRequests>('GET', '/api/v2/common/order/refund_request/mine'),
  mySaleCoupons: callRoute<typeof calls.mySaleCoupons>('GET', '/api/v2/common/sale_coupon/mine'),
};
