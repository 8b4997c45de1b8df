/**
 * /payment/fail: Toss's fail redirect (or a confirm that failed). With an orderId, the order records why (a waiting
 * one becomes 결제 실패; a paid one is left as it is) and the page shows the order as the server then says it is: its
 * state, what to do, and 다시 주문하기 with the same goods or application. Toss's code and message are context only
 * (never a verdict on the order); an orderId the server does not know as the caller's is "not found".
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../../api/store/payments';
import { isOrderId, orderNotFound } from '../order-result.rules';
import { failMessage } from '../payment.rules';
import { OrderNotFound, OrderSummary } from './order-summary';

/** What the server said of the redirect's order: not asked (no valid orderId), being asked, the order, not found, or no answer. */
type Lookup = { kind: 'none' } | { kind: 'loading' } | { kind: 'order'; order: Order } | { kind: 'missing' } | { kind: 'error'; message: string };

/** Toss's words on the redirect: its code's Korean message, its own message when it says more, the code. */
function TossMessage({ code, message }: { code?: string; message?: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{failMessage(code, message)}</Text>
      {message && failMessage(code, null) !== message && (
        <Text size="sm" c="dimmed">
          {message}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        오류 코드: {code ?? '-'}
      </Text>
    </Stack>
  );
}

export function FailScreen({ code, message, orderId, mobile }: { code?: string; message?: string; orderId?: string; mobile: boolean }) {
  const valid = isOrderId(orderId);
  const [lookup, setLookup] = useState<Lookup>(valid ? { kind: 'loading' } : { kind: 'none' });
  const queryClient = useQueryClient();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !isOrderId(orderId)) return;
    asked.current = true;
    // The calls (client, contract routes) load only when there is an order to record or read (issue 13 point 4).
    void import('../api/orders')
      .then(({ failOrder, orderQueryOptions }) => (code ? failOrder({ orderId, code, message: message ?? '' }) : queryClient.fetchQuery({ ...orderQueryOptions(orderId), retry: false })))
      .then((order) => setLookup({ kind: 'order', order }))
      .catch((error: unknown) => setLookup(orderNotFound(error) ? { kind: 'missing' } : { kind: 'error', message: (error as Error).message }));
  }, [orderId, code, message, queryClient]);

  if (lookup.kind === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="주문 상태를 확인하는 중" />
      </Center>
    );
  }
  if (lookup.kind === 'order') {
    const note = (
      <Alert color="gray" title="결제창 안내">
        <TossMessage code={code} message={message} />
      </Alert>
    );
    return <OrderSummary order={lookup.order} mobile={mobile} note={note} />;
  }
  if (lookup.kind === 'missing') return <OrderNotFound orderId={orderId} mobile={mobile} />;
  return (
    <Stack gap="lg" maw={mobile ? 390 : 640}>
      <Alert color="red" role="alert" title="결제가 완료되지 않았습니다">
        <TossMessage code={code} message={message} />
      </Alert>
      {lookup.kind === 'error' && <Text size="sm">주문 상태를 확인하지 못했습니다 ({lookup.message}). 결제 내역에서 확인하세요.</Text>}
      <Text size="sm">승인되지 않은 결제는 청구되지 않습니다. 카드 정보를 확인한 뒤 다시 결제할 수 있습니다.</Text>
      <Group>
        <Button renderRoot={(props) => <Link {...props} to={mobile ? '/mobile/payment' : '/payment'} />}>다시 결제하기</Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/payment/history" />}>
          결제 내역
        </Button>
      </Group>
    </Stack>
  );
}
