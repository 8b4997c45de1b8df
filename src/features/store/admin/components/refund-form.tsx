/**
 * The refund form of one paid order, driven by refund-form.machine.ts: an amount (empty = everything left) and a
 * reason, checked against what is left and the order machine before anything is sent; then a confirmation
 * naming the amount and the buyer; then the refund through Toss. A refusal is shown on its field or above the
 * form.
 */
import { useEffect, useMemo } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { LIMITS } from '../../../../api/http';
import type { AdminOrder, RefundBody } from '../../../../api/store/admin-payments';
import { serverError } from '../../../../components/form/form-errors';
import { useRefundOrder } from '../api/refund-order';
import { won } from '../admin-payments.rules';
import { refundAmountOf, refundFormMachine, type RefundFormErrors } from '../refund-form.machine';

/** A refusal of the server as the form's errors, carried on the error the machine receives. */
class RefundRefused extends Error {
  constructor(readonly errors: RefundFormErrors) {
    super(errors.form ?? errors.amount ?? errors.reason ?? '');
  }
}

export function RefundForm({ order }: { order: AdminOrder }) {
  const refund = useRefundOrder();
  const machine = useMemo(
    () =>
      refundFormMachine.provide({
        actors: {
          send: fromPromise<unknown, RefundBody>(async ({ input }) => {
            try {
              const r = await refund.mutateAsync(input);
              notifications.show({ color: 'teal', title: '환불했습니다', message: `${won(r.cancel.amount)} 환불 · 남은 금액 ${won(r.balance_amount)}` });
              return r;
            } catch (error) {
              const e = serverError(error);
              throw new RefundRefused(e.field === 'amount' || e.field === 'reason' ? { [e.field]: e.message } : { form: e.message });
            }
          }),
        },
      }),
    // The mutation object changes on every render; its mutateAsync is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refund.mutateAsync],
  );
  const [snapshot, send] = useMachine(machine, { input: { orderId: order.id, state: order.state, balance: order.balance_amount } });
  useEffect(() => send({ type: 'SYNC', state: order.state, balance: order.balance_amount }), [send, order.state, order.balance_amount]);
  const c = snapshot.context;
  const amount = refundAmountOf(c);

  return (
    <Paper withBorder p="sm" component="section" aria-label="환불">
      <Title order={4} mb="xs">
        환불
      </Title>
      {snapshot.matches('editing') ? (
        <form onSubmit={(e) => (e.preventDefault(), send({ type: 'CHECK' }))} noValidate>
          <Stack gap="sm">
            {c.errors.form && (
              <Alert color="red" role="alert">
                {c.errors.form}
              </Alert>
            )}
            <NumberInput
              label="환불 금액 (원)"
              description={`남은 금액 ${won(c.balance)} · 비우면 전액 환불`}
              placeholder={String(c.balance)}
              value={c.amount ?? ''}
              onChange={(v) => send({ type: 'AMOUNT', amount: typeof v === 'number' ? v : null })}
              min={1}
              max={c.balance}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              error={c.errors.amount}
            />
            <Textarea
              label="환불 사유"
              placeholder="예: 고객 요청으로 전액 환불"
              value={c.reason}
              onChange={(e) => send({ type: 'REASON', reason: e.currentTarget.value })}
              maxLength={LIMITS.shortText}
              autosize
              minRows={2}
              error={c.errors.reason}
              required
            />
            <Group justify="flex-end">
              <Button type="submit" color="red" variant="light">
                환불 확인
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Alert color="orange" title="환불을 확인하세요">
            {order.user_name ?? '구매자'}님의 주문 {order.order_id}에서 <b>{won(amount)}</b>을(를) 환불합니다
            {amount === c.balance ? ' (남은 금액 전부, 주문은 환불 완료가 됩니다)' : ` (환불 후 남는 금액 ${won(c.balance - amount)})`}. 토스페이먼츠로 바로 취소되며 되돌릴 수 없습니다.
            <Text size="sm" mt={4}>
              사유: {c.reason.trim()}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'BACK' })} disabled={snapshot.matches('sending')}>
              돌아가기
            </Button>
            <Button color="red" onClick={() => send({ type: 'CONFIRM' })} loading={snapshot.matches('sending')}>
              {won(amount)} 환불하기
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
