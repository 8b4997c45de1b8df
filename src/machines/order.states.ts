/**
 * The order lifecycle's state codes and labels (issue 11 point 4), apart from the machine (order.machine.ts) so
 * that the contract and the public payment pages read them without xstate (issue 13 point 4).
 */
export const ORDER_STATE = {
  created: { code: 0, label: '주문 생성' },
  waiting: { code: 1, label: '결제 대기' },
  paid: { code: 2, label: '결제 완료' },
  failed: { code: 3, label: '결제 실패' },
  cancelled: { code: 4, label: '주문 취소' },
  refunded: { code: 5, label: '환불 완료' },
  expired: { code: 6, label: '기한 만료' },
} as const;

/** The Korean label of an order state code (the code itself when unknown). */
export const orderStateLabel = (code: number): string => Object.values(ORDER_STATE).find((s) => s.code === code)?.label ?? String(code);
