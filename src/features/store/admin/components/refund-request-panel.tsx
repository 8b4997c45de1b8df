/**
 * The 환불 요청 tab of /admin/app-payment/main: customers' 청약철회 requests, newest first, filtered by state, with
 * the order (amount, what an approval refunds, a consulting application's state now), the customer's reason and the
 * decision. 승인 asks for confirmation naming the amount, then refunds the order's whole balance through Toss in the
 * same step; 거절 asks for the answer the customer reads. Both buttons show only to those the store policy lets
 * refund (order.refund, level 5); level 4 reads the list.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, ScrollArea, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { PAGE_SIZE } from '../../../../api/codes';
import type { Actor } from '../../../../api/policy';
import { PRODUCT_KIND_LABELS } from '../../../../api/store/product-kinds';
import { REFUND_ANSWER_LENGTH, RefundRequestRejectBodySchema, refundRequestLabel, REFUND_REQUEST_STATE, type AdminRefundRequest, type RefundRequestListQuery } from '../../../../api/store/refund-requests';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { consultingApplicationLabel } from '../../../../machines/consulting-application.states';
import { STORE_POLICY } from '../../store.policy';
import { useApproveRefundRequest, useRefundRequests, useRejectRefundRequest } from '../api/refund-requests';
import { formatDateTime, orderStateBadge, won } from '../admin-payments.rules';

const FILTERS = [{ value: '', label: '전체' }, ...Object.values(REFUND_REQUEST_STATE).map((s) => ({ value: s.value, label: s.label }))];
const COLORS: Record<AdminRefundRequest['state'], string> = { requested: 'yellow', approved: 'teal', rejected: 'red' };

/** What the administrator decides on: 승인 (the amount confirmed) or 거절 (with an answer). */
type Deciding = { kind: 'approve' | 'reject'; request: AdminRefundRequest } | null;

function DecisionDialog({ deciding, onClose }: { deciding: NonNullable<Deciding>; onClose: () => void }) {
  const approve = useApproveRefundRequest();
  const reject = useRejectRefundRequest();
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const r = deciding.request;
  const busy = approve.isPending || reject.isPending;
  const error = approve.error ?? reject.error;
  const send = () => {
    if (deciding.kind === 'approve') {
      approve.mutate(r.id, { onSuccess: onClose });
      return;
    }
    const parsed = RefundRequestRejectBodySchema.safeParse({ id: r.id, answer });
    if (!parsed.success) {
      setAnswerError(parsed.error.issues[0]?.message ?? '거절 사유를 입력하세요.');
      return;
    }
    setAnswerError(null);
    reject.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={deciding.kind === 'approve' ? '환불 요청 승인' : '환불 요청 거절'} centered>
      <Stack gap="sm">
        <Text size="sm">
          {r.user_name ?? '고객'}님의 <b>{r.order.order_name}</b> (주문번호 {r.order.order_id})
        </Text>
        <Text size="sm" c="dimmed">
          요청 사유: {r.reason}
        </Text>
        {deciding.kind === 'approve' ? (
          <Text size="sm">
            승인하면 남은 금액 <b>{won(r.order.balance_amount)}</b>이 결제한 카드로 바로 환불되고, 이 주문이 준 것(이용권 기간, 컨설팅 신청, 쿠폰 사용)이 함께 취소됩니다.
          </Text>
        ) : (
          <Textarea label="거절 사유 (고객에게 보입니다)" value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} maxLength={REFUND_ANSWER_LENGTH.max} autosize minRows={3} required error={answerError} data-autofocus />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button color={deciding.kind === 'approve' ? 'red' : undefined} onClick={send} loading={busy}>
            {deciding.kind === 'approve' ? `${won(r.order.balance_amount)} 환불 승인` : '거절'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RefundRequestPanel({ actor }: { actor: Actor }) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<RefundRequestListQuery['state']>(REFUND_REQUEST_STATE.requested.value);
  const query: RefundRequestListQuery = { page, size: PAGE_SIZE.default, state };
  const [deciding, setDeciding] = useState<Deciding>(null);
  const list = useRefundRequests(query);
  const rows = list.data?.data_list ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        aria-label="요청 상태"
        data={FILTERS}
        value={state ?? ''}
        onChange={(v) => (setPage(1), setState((v || undefined) as RefundRequestListQuery['state']))}
      />
      <Text size="sm" c="dimmed">
        고객이 결제 후 7일 이내에 이용하지 않은 서비스의 청약철회를 요청한 목록입니다. 승인하면 남은 금액이 전액 환불됩니다.
      </Text>
      <ScrollArea type="auto">
        <Table striped verticalSpacing={6} miw={980} aria-label="환불 요청 목록">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>요청 시각</Table.Th>
              <Table.Th>고객</Table.Th>
              <Table.Th>주문</Table.Th>
              <Table.Th>결제·환불 가능</Table.Th>
              <Table.Th>요청 사유</Table.Th>
              <Table.Th>상태</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListRowsState loading={list.isLoading} error={rows.length === 0 ? list.error : null} empty={rows.length === 0} columns={7} emptyText="환불 요청이 없습니다." />
            {rows.map((r) => {
              const orderBadge = orderStateBadge(r.order.state);
              const open = r.state === REFUND_REQUEST_STATE.requested.value;
              const mayDecide = open && STORE_POLICY.allows(actor, 'order.refund', { user_id: r.user_id });
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.create_time)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.user_name ?? '-'}</Text>
                    <Text size="xs" c="dimmed">
                      {r.user_email ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.order.order_name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.order.order_id} · {r.order.kind ? PRODUCT_KIND_LABELS[r.order.kind] : '-'} · 결제 {formatDateTime(r.order.approved_time)}
                    </Text>
                    {r.order.application_state && (
                      <Text size="xs" c="dimmed">
                        컨설팅 신청: {consultingApplicationLabel(r.order.application_state)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{won(r.order.amount)}</Text>
                    <Group gap={4}>
                      <Badge size="xs" variant="light" color={orderBadge.color}>
                        {orderBadge.label}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        남은 {won(r.order.balance_amount)}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {r.reason}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={COLORS[r.state]}>
                      {refundRequestLabel(r.state)}
                    </Badge>
                    {r.decided_time && (
                      <Text size="xs" c="dimmed">
                        {r.decided_by_name ?? ''} {formatDateTime(r.decided_time)}
                      </Text>
                    )}
                    {r.answer && (
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        답변: {r.answer}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {mayDecide && (
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-sm" color="red" variant="light" onClick={() => setDeciding({ kind: 'approve', request: r })}>
                          승인
                        </Button>
                        <Button size="compact-sm" variant="subtle" onClick={() => setDeciding({ kind: 'reject', request: r })}>
                          거절
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={list.data?.total ?? 0} page={page} size={PAGE_SIZE.default} onPage={setPage} />
      {deciding && <DecisionDialog key={`${deciding.kind}-${deciding.request.id}`} deciding={deciding} onClose={() => setDeciding(null)} />}
    </Stack>
  );
}
