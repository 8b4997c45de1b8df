/**
 * The payment section of an application for the consultants: its payment state (결제 완료, 결제 대기, 환불됨, 결제
 * 없음) and, while paid, the order: its number (opening it in 결제 관리), the amount paid and what was refunded.
 */
import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ConsultingApplication } from '../../../../api/consulting/applications';
import { APPLICATION_PAYMENT_STATE } from '../../../../machines/consulting-application.states';
import { formatWon } from '../applications.format';
import { ApplicationPaymentBadge } from './application-payment-badge';

/** One labelled row of an application's facts table (the detail screen's and this one's). */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={96} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** What the section says of a priced application without a paid order. */
const PAYMENT_NOTE: Record<string, string> = {
  [APPLICATION_PAYMENT_STATE.pending.value]: '학생이 아직 결제하지 않았습니다. 학생은 ‘내 신청 내역’에서 카드로 결제하며, 결제되면 여기에 주문이 표시됩니다.',
  [APPLICATION_PAYMENT_STATE.refunded.value]: '결제가 전액 환불되었습니다. 환불 내역은 결제 관리에서 볼 수 있습니다.',
};

export function ApplicationPaymentFacts({ application: a }: { application: Pick<ConsultingApplication, 'price' | 'payment_state' | 'paid_order'> }) {
  const order = a.paid_order;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="application-payment-title">
      <Group gap="xs" mb={6}>
        <Title order={3} size="h5" id="application-payment-title">
          결제
        </Title>
        <ApplicationPaymentBadge paymentState={a.payment_state} size="sm" />
      </Group>
      {order ? (
        <Table verticalSpacing={4} fz="sm" aria-label="결제한 주문">
          <Table.Tbody>
            <FactRow label="주문번호">
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/app-payment/main" search={{ id: order.id }} />}>
                {order.order_id}
              </Anchor>
            </FactRow>
            <FactRow label="결제 금액">{formatWon(order.amount)}</FactRow>
            <FactRow label="환불액">{order.refunded_amount > 0 ? formatWon(order.refunded_amount) : '없음'}</FactRow>
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {a.price === 0 ? '무료 서비스라 결제가 없습니다.' : (PAYMENT_NOTE[a.payment_state] ?? '결제한 주문이 없습니다.')}
        </Text>
      )}
    </Paper>
  );
}
