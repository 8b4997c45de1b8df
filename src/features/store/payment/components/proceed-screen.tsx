/**
 * /payment/proceed, Toss's success redirect (issue 11 point 4): with paymentKey, orderId and amount it asks the
 * server to confirm (the server checks the amount against the order and confirms at Toss once); with authKey and
 * customerKey (card registration) it calls toss_auth. Then /payment/done, or /payment/fail with the reason.
 */
import { useEffect, useRef, useState } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { confirmOrder } from '../api/orders';
import { authoriseCard } from '../api/passes';
import { ORDER_STATE } from '../../../../machines/order.states';

/** The redirect's values. */
export interface ProceedSearch {
  paymentKey?: string;
  orderId?: string;
  amount?: number;
  authKey?: string;
  customerKey?: string;
  goods_code?: string;
  channel?: 'web' | 'mobile';
}

export function ProceedScreen({ search }: { search: ProceedSearch }) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [step, setStep] = useState('결제 정보를 확인하고 있습니다…');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const channel = search.channel ?? 'web';
    const fail = (code: string, message: string, orderId?: string) =>
      void navigate({ to: '/payment/fail', search: { code, message, ...(orderId ? { orderId } : {}), channel }, replace: true });
    const done = (orderId: string) => void navigate({ to: '/payment/done', search: { orderId, channel }, replace: true });
    void (async () => {
      try {
        if (search.authKey && search.customerKey && search.goods_code) {
          setStep('카드를 등록하고 첫 결제를 진행하고 있습니다…');
          const r = await authoriseCard({ authKey: search.authKey, customerKey: search.customerKey, goods_code: search.goods_code });
          if (r.state === ORDER_STATE.paid.code) done(r.orderId);
          else fail('REJECT_CARD_PAYMENT', '등록한 카드로 결제하지 못했습니다.', r.orderId);
          return;
        }
        if (!search.paymentKey || !search.orderId || search.amount === undefined) {
          fail('INVALID_REDIRECT', '결제 정보가 올바르지 않습니다.', search.orderId);
          return;
        }
        setStep('결제를 승인하고 있습니다…');
        const order = await confirmOrder({ paymentKey: search.paymentKey, orderId: search.orderId, amount: search.amount });
        if (order.state === ORDER_STATE.paid.code) done(order.orderId);
        else fail(order.fail_code ?? 'CONFIRM_FAILED', order.fail_message ?? '', order.orderId);
      } catch (e) {
        const error = e as Error & { code?: string };
        fail(error.code === 'BAD_REQUEST' && /amount/.test(error.message) ? 'AMOUNT_MISMATCH' : 'CONFIRM_FAILED', error.message, search.orderId);
      }
    })();
  }, [navigate, search]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-label="결제 진행 중" />
        <Text>{step}</Text>
        <Text size="sm" c="dimmed">
          창을 닫거나 새로 고치지 마세요.
        </Text>
      </Stack>
    </Center>
  );
}
