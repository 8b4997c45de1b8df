/**
 * /payment/done: the order as the server says it is (GET order?orderId), never what the address claims: a paid
 * order in Korean (product, amount with the coupon's discount, method, approved time, order number, receipt, and the
 * ways to 결제 내역 and, for a consulting application, 내 신청 내역); an order not paid says its state and what to
 * do; no orderId, a malformed one, an unknown one (404) or another's (403) is "주문을 찾을 수 없습니다".
 */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '../api/orders';
import { isOrderId, orderNotFound } from '../order-result.rules';
import { OrderNotFound, OrderSummary } from './order-summary';

/** Retry once after a network or server failure, never after a refusal (a missing order stays missing). */
const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !orderNotFound(error) && (error as { status?: number }).status !== 401;

export function DoneScreen({ orderId, mobile }: { orderId: string; mobile: boolean }) {
  const valid = isOrderId(orderId);
  const order = useQuery({ ...orderQueryOptions(orderId), enabled: valid, retry: retryUnlessRefused });
  if (!valid) return <OrderNotFound orderId={orderId || undefined} mobile={mobile} />;
  if (order.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="주문을 불러오는 중" />
      </Center>
    );
  }
  if (order.isError) {
    if (orderNotFound(order.error)) return <OrderNotFound orderId={orderId} mobile={mobile} />;
    return (
      <Alert color="red" role="alert" title="주문을 불러오지 못했습니다" maw={640}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{order.error.message} 결제 여부는 결제 내역에서도 확인할 수 있습니다.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void order.refetch()}>
            다시 불러오기
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <OrderSummary order={order.data} mobile={mobile} />;
}
