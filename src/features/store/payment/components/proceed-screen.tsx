/**
 * /payment/proceed, Toss's success redirect (issue 11 point 4): with paymentKey, orderId and amount it asks the
 * server to confirm (the server checks the amount against the order and confirms at Toss once); with authKey and
 * customerKey (card registration) it calls toss_auth. Then /payment/done, or /payment/fail with the reason. When
 * the server refuses the confirm with 409 (the order expired, or its product or application changed since: the
 * order is then closed), the page says the server's reason and offers 다시 주문하기 with the same goods or
 * application preselected, as the server now holds the order.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../../../api/client-core';
import { confirmOrder, orderQueryOptions } from '../api/orders';
import { authoriseCard } from '../api/passes';
import { ORDER_STATE } from '../../../../machines/order.states';
import { isOrderId, orderViewOf, reorderLink } from '../order-result.rules';
import { ResultHeading } from './order-summary';

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

/**
 * The server refused the confirm (409): its reason, the order as the server now holds it (its state), and 다시
 * 주문하기 with the same goods or application; an order that turned out paid links to its result instead.
 */
function Refused({ reason, orderId, goodsCode, mobile }: { reason: string; orderId?: string; goodsCode?: string; mobile: boolean }) {
  const order = useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: isOrderId(orderId), retry: false });
  const view = order.data ? orderViewOf(order.data) : null;
  const again = reorderLink(order.data ?? null, mobile, goodsCode);
  return (
    <Stack gap="lg" maw={mobile ? 390 : 640}>
      <ResultHeading color="red" mark="!" title="결제되지 않았습니다" />
      <Alert color="red" role="alert" title="결제를 승인하지 않았습니다">
        {reason}
      </Alert>
      {view && (
        <Text size="sm">
          주문 번호 {order.data!.orderId} · 상태: {view.stateLabel}
        </Text>
      )}
      <Group>
        {order.isLoading ? (
          <Loader size="sm" aria-label="주문을 확인하는 중" />
        ) : view?.outcome === 'paid' ? (
          <Button renderRoot={(props) => <Link {...props} to="/payment/done" search={{ orderId: order.data!.orderId, channel: mobile ? 'mobile' : 'web' }} />}>결제 결과 보기</Button>
        ) : (
          <Button renderRoot={(props) => <Link {...props} to={again.to} search={again.search} />}>다시 주문하기</Button>
        )}
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/payment/history" />}>
          결제 내역
        </Button>
      </Group>
    </Stack>
  );
}

export function ProceedScreen({ search }: { search: ProceedSearch }) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [step, setStep] = useState('결제 정보를 확인하고 있습니다…');
  // The server's reason when it refused the confirm with 409 (the order is closed; the customer orders again).
  const [refused, setRefused] = useState<string | null>(null);

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
        if (e instanceof ApiError && e.status === 409) {
          setRefused(e.message);
          return;
        }
        const error = e as Error & { code?: string };
        fail(error.code === 'BAD_REQUEST' && /amount/.test(error.message) ? 'AMOUNT_MISMATCH' : 'CONFIRM_FAILED', error.message, search.orderId);
      }
    })();
  }, [navigate, search]);

  if (refused !== null) return <Refused reason={refused} orderId={search.orderId} goodsCode={search.goods_code} mobile={search.channel === 'mobile'} />;
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
