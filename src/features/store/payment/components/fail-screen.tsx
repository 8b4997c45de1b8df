/** /payment/fail: why the payment did not go through, in Korean, with Toss's code; the order records it; retry. */
import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { failMessage } from '../payment.rules';

export function FailScreen({ code, message, orderId, mobile }: { code?: string; message?: string; orderId?: string; mobile: boolean }) {
  const recorded = useRef(false);
  useEffect(() => {
    // Toss's fail redirect: the waiting order records why (a paid or failed one is left as it is by the server).
    if (recorded.current || !orderId || !code) return;
    recorded.current = true;
    // The call (client, contract) loads only when there is an order to record (issue 13 point 4).
    import('../api/orders')
      .then(({ failOrder }) => failOrder({ orderId, code, message: message ?? '' }))
      .catch(() => undefined);
  }, [orderId, code, message]);
  return (
    <Stack gap="lg" maw={mobile ? 390 : 640}>
      <Alert color="red" role="alert" title="결제가 완료되지 않았습니다">
        <Stack gap={4}>
          <Text>{failMessage(code, message)}</Text>
          {message && failMessage(code, null) !== message && (
            <Text size="sm" c="dimmed">
              {message}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            오류 코드: {code ?? '-'}
            {orderId ? ` · 주문 번호: ${orderId}` : ''}
          </Text>
        </Stack>
      </Alert>
      <Text size="sm">승인되지 않은 결제는 청구되지 않습니다. 카드 정보를 확인한 뒤 다시 결제할 수 있습니다.</Text>
      <Group>
        <Button renderRoot={(props) => <Link {...props} to={mobile ? '/mobile/payment' : '/payment'} />}>다시 결제하기</Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to={mobile ? '/mobile/main' : '/'} />}>
          홈으로
        </Button>
      </Group>
    </Stack>
  );
}
