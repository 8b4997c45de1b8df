/**
 * What the payment result pages (/payment/done, /payment/fail, /payment/proceed) say of an order: only what the
 * server says of it (GET order?orderId, or the reply of the confirm or the failure record), never what the address
 * claims. A paid order is a success; a waiting, failed, cancelled or expired one says what happened and offers to
 * order again (/payment with the same product or consulting application preselected); an order id that is missing,
 * malformed, unknown (404) or another's (403) shows as not found. Zod-free, for the public pages (issue 13 point 4).
 */
import { ORDER_STATE, orderStateLabel } from '../../../machines/order.states';

const O = ORDER_STATE;

/** Toss's orderId as the contract takes it (OrderIdSchema, src/api/store/payments.ts): 6-64 letters, digits, - and _. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

/** Whether a text can be an orderId at all (anything else is not looked up: it is not found). */
export const isOrderId = (value: string | undefined): value is string => value !== undefined && ORDER_ID_PATTERN.test(value);

/** HTTP statuses of GET order that mean "no such order of yours": a malformed id (400), another's (403), unknown (404). */
const NOT_YOURS = [400, 403, 404];
/** Whether a failed look-up of an order means it is not found (as opposed to a network or server failure). */
export const orderNotFound = (error: unknown): boolean => NOT_YOURS.includes((error as { status?: number } | null)?.status ?? 0);

/** The order as these pages read it (the contract's Order). */
export interface OrderFacts {
  state: number;
  amount: number;
  refunded_amount: number;
  fail_message: string | null;
  expires_time: string | null;
  goods_code: string | null;
  consulting_application_id: number | null;
}

/** How a result page shows an order. */
export interface OrderView {
  /** paid: a success; refunded: money went back; open: still payable (not paid yet); closed: failed, cancelled or expired. */
  outcome: 'paid' | 'refunded' | 'open' | 'closed';
  title: string;
  message: string;
  /** The order's state as the server names it. */
  stateLabel: string;
  /** Whether the page offers to order again (the same goods or application). */
  reorder: boolean;
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The view of an order from its stored facts (see the file comment). */
export function orderViewOf(order: OrderFacts, now: Date = new Date()): OrderView {
  const stateLabel = orderStateLabel(order.state);
  const base = { stateLabel };
  switch (order.state) {
    case O.paid.code:
      return {
        ...base,
        outcome: 'paid',
        title: '결제가 완료되었습니다',
        message: order.refunded_amount > 0 ? `결제한 금액 중 ${won(order.refunded_amount)}이 환불되었습니다.` : '결제 내역과 영수증은 언제든 다시 확인할 수 있습니다.',
        reorder: false,
      };
    case O.refunded.code:
      return { ...base, outcome: 'refunded', title: '환불된 주문입니다', message: `결제한 ${won(order.refunded_amount)}이 모두 환불되었습니다. 환불 내역은 결제 내역에서 볼 수 있습니다.`, reorder: false };
    case O.created.code:
    case O.waiting.code: {
      const expired = order.expires_time !== null && new Date(order.expires_time) <= now;
      return {
        ...base,
        outcome: 'open',
        title: '결제가 아직 완료되지 않았습니다',
        message: expired ? '결제 기한이 지나 이 주문으로는 결제할 수 없습니다. 다시 주문해 주세요.' : '결제창에서 결제를 마치지 않았습니다. 청구된 금액은 없으며, 다시 주문해 결제할 수 있습니다.',
        reorder: true,
      };
    }
    case O.failed.code:
      return { ...base, outcome: 'closed', title: '결제가 완료되지 않았습니다', message: `${order.fail_message || '결제에 실패했습니다.'} 청구된 금액은 없습니다. 다시 주문해 결제할 수 있습니다.`, reorder: true };
    case O.cancelled.code:
      return { ...base, outcome: 'closed', title: '취소된 주문입니다', message: `${order.fail_message || '주문이 취소되어 결제되지 않았습니다.'} 청구된 금액은 없습니다. 다시 주문해 주세요.`, reorder: true };
    case O.expired.code:
      return { ...base, outcome: 'closed', title: '결제 기한이 지난 주문입니다', message: '주문 후 결제 기한 안에 결제되지 않아 닫혔습니다. 청구된 금액은 없습니다. 다시 주문해 주세요.', reorder: true };
    default:
      return { ...base, outcome: 'closed', title: '주문 상태를 확인하세요', message: `주문 상태: ${stateLabel}. 결제 내역에서 확인하세요.`, reorder: false };
  }
}

/** Where ordering again goes: /payment (or /mobile/payment) with the same consulting application or product. */
export function reorderLink(order: Pick<OrderFacts, 'goods_code' | 'consulting_application_id'> | null, mobile: boolean, fallbackGoods?: string) {
  const to = mobile ? ('/mobile/payment' as const) : ('/payment' as const);
  if (order?.consulting_application_id) return { to, search: { consulting_application_id: order.consulting_application_id } };
  const goods = order?.goods_code ?? fallbackGoods;
  return { to, search: goods ? { goods_code: goods } : {} };
}
