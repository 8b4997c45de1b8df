/** /payment/done: the paid order in Korean — product, amount (with the coupon's discount), paid time, order number. */
import { Alert, Button, Card, Center, Group, Loader, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { orderStateLabel } from '../../../../machines/order.states';
import { useOrder } from '../api/orders';
import { won } from '../payment.rules';

export function DoneScreen({ orderId, mobile }: { orderId: string; mobile: boolean }) {
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  if (order.isError) return <Alert color="red" role="alert" title="주문을 불러오지 못했습니다">{order.error.message}</Alert>;
  const o = order.data;
  const rows: Array<[string, string]> = [
    ['상품', o.orderName],
    ['상품 금액', won(o.list_amount)],
    ...(o.discount_amount > 0 ? ([['쿠폰 할인', `-${won(o.discount_amount)}`]] as Array<[string, string]>) : []),
    ['결제 금액', won(o.amount)],
    ['결제 수단', o.method ?? '-'],
    ['결제 시각', o.approved_time ? new Date(o.approved_time).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }) : '-'],
    ['주문 번호', o.orderId],
    ['상태', orderStateLabel(o.state)],
  ];
  return (
    <Stack gap="lg" maw={mobile ? 390 : 640}>
      <Group gap="sm">
        <ThemeIcon size="lg" radius="xl" color="teal" aria-hidden>
          ✓
        </ThemeIcon>
        <Title order={2} size="h3">
          결제가 완료되었습니다
        </Title>
      </Group>
      <Card withBorder>
        <Table aria-label="결제 내역">
          <Table.Tbody>
            {rows.map(([k, v]) => (
              <Table.Tr key={k}>
                <Table.Th w={110}>{k}</Table.Th>
                <Table.Td>{v}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Text size="sm" c="dimmed">
        결제 내역은 언제든 다시 확인할 수 있습니다. 환불이 필요하면 고객센터로 문의하세요.
      </Text>
      <Group>
        <Button renderRoot={(props) => <Link {...props} to={mobile ? '/mobile/main' : '/'} />}>홈으로</Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to={mobile ? '/mobile/payment' : '/payment'} />}>
          다른 상품 보기
        </Button>
      </Group>
    </Stack>
  );
}
