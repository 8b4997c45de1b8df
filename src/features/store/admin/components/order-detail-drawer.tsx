/**
 * One order in a drawer beside the list (the URL's `id`): buyer, product, amounts, Toss's payment (key, method,
 * approval time, card), the refunds made and the state history; the refund form when the order is paid and the
 * administrator may refund (store policy order.refund). Loading and error states of its own.
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Center, Drawer, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Actor } from '../../../../api/policy';
import type { AdminOrderDetail } from '../../../../api/store/admin-payments';
import { orderHasTag } from '../../../../machines/order.machine';
import { STORE_POLICY } from '../../store.policy';
import { useOrder } from '../api/get-order';
import { formatDateTime, orderStateBadge, won } from '../admin-payments.rules';
import { RefundForm } from './refund-form';

export function OrderDetailDrawer({ id, actor, onClose }: { id: number | undefined; actor: Actor; onClose: () => void }) {
  return (
    <Drawer opened={id !== undefined} onClose={onClose} position="right" size={640} title="주문 상세" aria-label="주문 상세">
      {id !== undefined && <DetailBody key={id} id={id} actor={actor} />}
    </Drawer>
  );
}

function DetailBody({ id, actor }: { id: number; actor: Actor }) {
  const detail = useOrder(id);
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" title="주문을 불러오지 못했습니다" role="alert">
        {detail.error.message}
      </Alert>
    );
  }
  return <Loaded order={detail.data.data} actor={actor} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </div>
  );
}

function Loaded({ order, actor }: { order: AdminOrderDetail['data']; actor: Actor }) {
  const badge = orderStateBadge(order.state);
  const toss = order.toss_payment as { status?: string; card?: { number?: string } | null } | null;
  const mayRefund = orderHasTag(order.state, 'refundable') && order.balance_amount > 0 && STORE_POLICY.allows(actor, 'order.refund', order);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Text fw={700}>{order.order_name}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {order.order_id}
          </Text>
        </div>
        <Badge color={badge.color} size="lg" variant="light">
          {badge.label}
        </Badge>
      </Group>
      <SimpleGrid cols={3} spacing="sm">
        <Field label="구매자">
          {order.user_name ?? '(탈퇴)'} {order.user_email ? `(${order.user_email})` : ''}
        </Field>
        <Field label="주문일시">{formatDateTime(order.create_time)}</Field>
        <Field label="결제일시">{formatDateTime(order.approved_time)}</Field>
        <Field label="정가">{won(order.list_amount)}</Field>
        <Field label="할인">{order.discount_amount ? `${won(order.discount_amount)}${order.coupon_code ? ` (${order.coupon_code})` : ''}` : '-'}</Field>
        <Field label="결제 금액">
          <b>{won(order.amount)}</b>
        </Field>
        <Field label="환불된 금액">{won(order.refunded_amount)}</Field>
        <Field label="남은 금액">{won(order.balance_amount)}</Field>
        <Field label="결제 수단">{order.method ?? '-'}</Field>
        <Field label="토스 상태">{toss?.status ?? '-'}</Field>
        <Field label="카드">{toss?.card?.number ?? '-'}</Field>
        <Field label="채널">{order.channel === 'mobile' ? '모바일' : '웹'}</Field>
      </SimpleGrid>
      {order.payment_key && <Field label="토스 paymentKey">{order.payment_key}</Field>}
      {order.fail_message && (
        <Alert color="red" title={`결제 실패 ${order.fail_code ?? ''}`}>
          {order.fail_message}
        </Alert>
      )}
      {mayRefund && <RefundForm order={order} />}
      <section aria-label="환불 내역">
        <Title order={5} mb={4}>
          환불 내역
        </Title>
        {order.cancels.length === 0 ? (
          <Text size="sm" c="dimmed">
            환불 내역이 없습니다.
          </Text>
        ) : (
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>일시</Table.Th>
                <Table.Th ta="right">금액</Table.Th>
                <Table.Th>사유</Table.Th>
                <Table.Th>처리자</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.cancels.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.create_time)}</Table.Td>
                  <Table.Td ta="right">{won(c.amount)}</Table.Td>
                  <Table.Td>{c.reason}</Table.Td>
                  <Table.Td>{c.user_name ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
      <section aria-label="상태 이력">
        <Title order={5} mb={4}>
          상태 이력
        </Title>
        {order.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            기록된 상태 변경이 없습니다.
          </Text>
        ) : (
          <Stack gap={2}>
            {order.history.map((h, i) => (
              <Text key={i} size="sm">
                {formatDateTime(h.create_time)} · {orderStateBadge(Number(h.from_state)).label} → {orderStateBadge(Number(h.to_state)).label} ({h.event}){h.user_name ? ` · ${h.user_name}` : ''}
                {h.reason ? ` · ${h.reason}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
