/**
 * Whether a customer may ask to withdraw from (청약철회) a paid order (README "Store and payment"; terms 제12조,
 * 전자상거래법 제17조: 7 days): the server answers POST order/refund_request with it (409 with the reason), and the
 * 결제 내역 page shows 환불 요청 exactly when it allows. Pure: the facts come from the caller, `now` included.
 *
 * An order qualifies when it is paid (a partial refund keeps it paid), has something left to refund, was paid at
 * most WITHDRAWAL_DAYS ago (Toss's approval time), and its service is unused: a consulting application not yet
 * started (still 접수), or the unlimited pass or a premium product (within those 7 days). Other kinds (goods) are not
 * withdrawn here.
 */
import type { ProductKind } from '../../../api/store/product-kinds';
import { CONSULTING_APPLICATION_STATE, consultingApplicationLabel } from '../../../machines/consulting-application.states';
import { ORDER_STATE } from '../../../machines/order.states';

/** Days after payment within which an unused service may be withdrawn (전자상거래법 청약철회 7일). */
export const WITHDRAWAL_DAYS = 7;
const DAY_MS = 86_400_000;

/** What the rule reads of an order (a wire order or a stored row: times as ISO text or Date). */
export interface WithdrawalFacts {
  state: number;
  amount: number;
  refunded_amount: number;
  approved_time: string | Date | null;
  /** What the order sells (null: unknown, e.g. a deleted product). */
  kind: ProductKind | null;
  /** The state of the consulting application it pays for (null: none, or not found). */
  application_state: string | null;
}

/** The last moment a withdrawal may be asked for: WITHDRAWAL_DAYS after payment (null: never paid). */
export function withdrawalDeadline(approvedTime: string | Date | null): Date | null {
  if (!approvedTime) return null;
  const paid = new Date(approvedTime);
  return Number.isNaN(paid.getTime()) ? null : new Date(paid.getTime() + WITHDRAWAL_DAYS * DAY_MS);
}

/** A day as the customer reads it (Korea time): 2026. 11. 28. */
const koreaDay = (d: Date) => d.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });

/** Why this order cannot be withdrawn now (null: it can), in Korean, as the customer is told. */
export function withdrawalRefusal(o: WithdrawalFacts, now: Date): string | null {
  if (o.state === ORDER_STATE.refunded.code) return '이미 전액 환불된 주문입니다.';
  if (o.state !== ORDER_STATE.paid.code) return '결제 완료된 주문만 환불을 요청할 수 있습니다.';
  if (o.amount <= 0) return '결제한 금액이 없는 주문입니다(쿠폰으로 전액 할인).';
  if (o.amount - o.refunded_amount <= 0) return '이미 전액 환불된 주문입니다.';
  const deadline = withdrawalDeadline(o.approved_time);
  if (!deadline) return '결제 시각이 확인되지 않은 주문입니다.';
  if (now.getTime() > deadline.getTime()) return `결제한 날부터 ${WITHDRAWAL_DAYS}일(${koreaDay(deadline)}까지)이 지나 청약철회를 요청할 수 없습니다.`;
  if (o.kind === 'consulting') {
    if (o.application_state === null) return '이 주문의 컨설팅 신청을 찾을 수 없습니다.';
    if (o.application_state !== CONSULTING_APPLICATION_STATE.received.value) {
      return `컨설팅 신청이 '${consultingApplicationLabel(o.application_state)}' 상태라 청약철회를 요청할 수 없습니다. 시작 전(접수)인 신청만 철회할 수 있습니다.`;
    }
    return null;
  }
  if (o.kind === 'unlimited' || o.kind === 'premium') return null;
  return '청약철회 요청은 무제한 이용권, 프리미엄 상품, 컨설팅 결제만 할 수 있습니다.';
}
