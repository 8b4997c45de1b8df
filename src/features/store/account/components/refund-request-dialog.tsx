/**
 * 환불 요청 (청약철회) of one order: what an approval does for this kind of order, the reason (5-500 characters,
 * checked with the contract's schema), and the server's answer. Loaded when first opened: the contract (zod) and the
 * modal stay out of the page's first load.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Order } from '../../../../api/store/payments';
import { REFUND_REASON_LENGTH, RefundRequestBodySchema } from '../../../../api/store/refund-requests';
import { useCreateRefundRequest } from '../api/refund-requests';
import { koreaTime } from '../account.rules';
import { withdrawalDeadline } from '../refund-requests.rules';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** What an approval takes back, by what the order sells (README "Store and payment"). */
function effectOf(order: Order): string {
  const coupon = order.coupon_id !== null ? ' 이 주문에 쓴 쿠폰은 다시 쓸 수 있게 됩니다.' : '';
  if (order.kind === 'unlimited') return `승인되면 무제한 이용권이 바로 끝나고 정기결제도 해지됩니다.${coupon}`;
  if (order.kind === 'consulting') return `승인되면 컨설팅 신청이 취소됩니다.${coupon}`;
  return `승인되면 이 상품의 이용 기간이 끝납니다.${coupon}`;
}

export default function RefundRequestDialog({ order, onClose, onSent }: { order: Order; onClose: () => void; onSent: () => void }) {
  const create = useCreateRefundRequest();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const balance = order.amount - order.refunded_amount;
  const deadline = withdrawalDeadline(order.approved_time);
  const submit = () => {
    const parsed = RefundRequestBodySchema.safeParse({ orderId: order.orderId, reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? '환불 요청 사유를 입력하세요.');
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data, { onSuccess: onSent });
  };
  return (
    <Modal opened onClose={onClose} title="환불 요청 (청약철회)" centered>
      <Stack gap="sm">
        <Text size="sm">
          <b>{order.orderName}</b>의 결제 금액 중 남은 <b>{won(balance)}</b>을 돌려받도록 요청합니다. 결제한 날부터 7일 이내
          {deadline ? `(${koreaTime(deadline.toISOString(), false)}까지)` : ''}이고 이용하지 않은 서비스만 요청할 수 있습니다.
        </Text>
        <Text size="sm">관리자가 확인해 승인하면 결제한 카드의 결제가 취소됩니다. {effectOf(order)}</Text>
        <Textarea
          label="요청 사유"
          description={`${REFUND_REASON_LENGTH.min}~${REFUND_REASON_LENGTH.max}자`}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={REFUND_REASON_LENGTH.max}
          autosize
          minRows={3}
          required
          error={fieldError}
          data-autofocus
        />
        {create.isError && (
          <Alert color="red" role="alert">
            {create.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            닫기
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            요청 보내기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
