/**
 * An order as the payment result pages show it, from what the server says of it: a heading by its outcome (결제
 * 완료, 환불, not paid), the table of the order (product, amounts, method, approved time, number, state), and what to
 * do next: the receipt, 결제 내역, 내 신청 내역 for a consulting application, or 다시 주문하기 with the same goods or
 * application preselected. The "not found" page of a missing, malformed, unknown or another's order is here too.
 */
import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../../api/store/payments';
import { orderViewOf, reorderLink, type OrderView } from '../order-result.rules';
import { won } from '../payment.rules';

const TONE: Record<OrderView['outcome'], { color: string; mark: string }> = {
  paid: { color: 'teal', mark: '✓' },
  refunded: { color: 'grape', mark: '↺' },
  open: { color: 'orange', mark: '!' },
  closed: { color: 'red', mark: '!' },
};

const seoulTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' });

/** The heading of a result page: a mark in the outcome's colour and the title. */
export function ResultHeading({ color, mark, title }: { color: string; mark: string; title: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size="lg" radius="xl" color={color} aria-hidden>
        {mark}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
    </Group>
  );
}

/** The rows of the order's table (a paid order's as its 결제 내역). */
function rowsOf(o: Order, view: OrderView): Array<[string, ReactNode]> {
  const paidOnce = view.outcome === 'paid' || view.outcome === 'refunded';
  return [
    ['상품', o.orderName],
    ['상품 금액', won(o.list_amount)],
    ...(o.discount_amount > 0 ? ([['쿠폰 할인', `-${won(o.discount_amount)}`]] as Array<[string, string]>) : []),
    [paidOnce ? '결제 금액' : '결제할 금액', won(o.amount)],
    ...(o.refunded_amount > 0 ? ([['환불 금액', won(o.refunded_amount)]] as Array<[string, string]>) : []),
    ...(paidOnce ? ([['결제 수단', o.method ?? '-'], ['결제 시각', o.approved_time ? seoulTime(o.approved_time) : '-']] as Array<[string, string]>) : []),
    ...(view.outcome === 'open' && o.expires_time ? ([['결제 기한', seoulTime(o.expires_time)]] as Array<[string, string]>) : []),
    ['주문 번호', o.orderId],
    ['상태', view.stateLabel],
  ];
}

export function OrderSummary({ order: o, mobile, note }: { order: Order; mobile: boolean; note?: ReactNode }) {
  const view = orderViewOf(o);
  const paidOnce = view.outcome === 'paid' || view.outcome === 'refunded';
  const again = reorderLink(o, mobile);
  return (
    <Stack gap="lg" maw={mobile ? 390 : 640}>
      <ResultHeading {...TONE[view.outcome]} title={view.title} />
      {note}
      <Text size="sm" c={view.outcome === 'paid' ? 'dimmed' : undefined} role={view.outcome === 'paid' ? undefined : 'status'}>
        {view.message}
      </Text>
      <Card withBorder>
        <Table aria-label={paidOnce ? '결제 내역' : '주문 내역'}>
          <Table.Tbody>
            {rowsOf(o, view).map(([k, v]) => (
              <Table.Tr key={k}>
                <Table.Th w={110}>{k}</Table.Th>
                <Table.Td>{v}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      {paidOnce && o.receipt_url && (
        <Anchor href={o.receipt_url} target="_blank" rel="noopener noreferrer" size="sm">
          영수증(매출전표) 보기 (새 창)
        </Anchor>
      )}
      <Group>
        {view.reorder && <Button renderRoot={(props) => <Link {...props} to={again.to} search={again.search} />}>다시 주문하기</Button>}
        {paidOnce && o.consulting_application_id !== null && <Button renderRoot={(props) => <Link {...props} to="/consulting/apply" hash="mine" />}>내 신청 내역</Button>}
        <Button variant={paidOnce && o.consulting_application_id === null ? 'filled' : 'default'} renderRoot={(props) => <Link {...props} to="/payment/history" />}>
          결제 내역
        </Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to={mobile ? '/mobile/main' : '/'} />}>
          홈으로
        </Button>
      </Group>
    </Stack>
  );
}

/** A missing, malformed, unknown or another's order: not a success, with the ways back. */
export function OrderNotFound({ orderId, mobile }: { orderId?: string; mobile: boolean }) {
  return (
    <Stack gap="lg" maw={mobile ? 390 : 640}>
      <ResultHeading color="gray" mark="?" title="주문을 찾을 수 없습니다" />
      <Alert color="gray" role="alert">
        {orderId ? `주문 번호 ${orderId}의 주문이 없거나, 이 계정의 주문이 아닙니다.` : '주문 번호가 없습니다.'} 결제 내역에서 주문과 결제 상태를 확인하세요.
      </Alert>
      <Group>
        <Button renderRoot={(props) => <Link {...props} to="/payment/history" />}>결제 내역</Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to={mobile ? '/mobile/payment' : '/payment'} />}>
          결제하러 가기
        </Button>
      </Group>
    </Stack>
  );
}
