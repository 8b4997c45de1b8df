/**
 * One order on 결제 내역: what was bought, its state (the order machine's Korean label), when, the list price, coupon
 * discount, amount paid and refunded, 영수증 (Toss's receipt, paid and refunded orders only, in a new tab), its latest
 * refund request (state, reason, answer), and 환불 요청 exactly when the withdrawal rule allows it and none is open.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Order } from '../../../../api/store/payments';
import type { RefundRequest } from '../../../../api/store/refund-requests';
import { PRODUCT_KIND_LABELS } from '../../../../api/store/product-kinds';
import { orderStateLabel, ORDER_STATE } from '../../../../machines/order.states';
import { refundRequestLabel } from '../../../../machines/refund-request.states';
import { isOpenRequest, koreaTime, receiptOf, REQUEST_COLORS } from '../account.rules';
import { withdrawalDeadline } from '../refund-requests.rules';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const STATE_COLORS: Record<number, string> = { [ORDER_STATE.paid.code]: 'teal', [ORDER_STATE.refunded.code]: 'grape', [ORDER_STATE.failed.code]: 'red', [ORDER_STATE.waiting.code]: 'yellow' };

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </div>
  );
}

export interface OrderCardProps {
  order: Order;
  request: RefundRequest | undefined;
  /** Whether the withdrawal rule allows a request now. */
  withdrawable: boolean;
  onRequest: () => void;
}

export function OrderCard({ order: o, request, withdrawable, onRequest }: OrderCardProps) {
  const receipt = receiptOf(o);
  const deadline = withdrawalDeadline(o.approved_time);
  const canAsk = withdrawable && !isOpenRequest(request);
  return (
    <Card withBorder component="li" aria-label={`${o.orderName} 주문`} padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {o.orderName}
            </Text>
            <Text size="xs" c="dimmed">
              {o.kind ? `${PRODUCT_KIND_LABELS[o.kind]} · ` : ''}
              {koreaTime(o.approved_time ?? o.create_time)}
            </Text>
          </div>
          <Badge color={STATE_COLORS[o.state] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {orderStateLabel(o.state)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4}>
          <Amount label="상품 금액" value={won(o.list_amount)} />
          <Amount label="쿠폰 할인" value={o.discount_amount > 0 ? `-${won(o.discount_amount)}` : '없음'} />
          <Amount label="결제 금액" value={won(o.amount)} strong />
          <Amount label="환불 금액" value={o.refunded_amount > 0 ? won(o.refunded_amount) : '없음'} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          주문번호 {o.orderId}
        </Text>
        {request && (
          <Stack gap={2} aria-label="환불 요청">
            <Group gap="xs">
              <Text size="sm">환불 요청</Text>
              <Badge size="sm" color={REQUEST_COLORS[request.state]} variant="light">
                {refundRequestLabel(request.state)}
              </Badge>
              <Text size="xs" c="dimmed">
                {koreaTime(request.create_time)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              사유: {request.reason}
            </Text>
            {request.answer && (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                답변: {request.answer}
              </Text>
            )}
          </Stack>
        )}
        {(receipt || canAsk) && (
          <Group gap="xs">
            {receipt && (
              <Button component="a" href={receipt} target="_blank" rel="noopener noreferrer" size="xs" variant="default" aria-label={`${o.orderName} 영수증 (새 창)`}>
                영수증
              </Button>
            )}
            {canAsk && (
              <Button size="xs" variant="light" color="red" onClick={onRequest}>
                환불 요청
              </Button>
            )}
            {canAsk && deadline && (
              <Text size="xs" c="dimmed">
                청약철회는 {koreaTime(deadline.toISOString(), false)}까지
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
