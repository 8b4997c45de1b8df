/**
 * 결제 내역's list: the caller's orders newest first, HISTORY_PAGE_SIZE a page, each an OrderCard with its latest
 * refund request; 환불 요청 opens the request dialog (loaded when first opened). Loading, error and empty states.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../../api/store/payments';
import { useMyOrders } from '../api/get-my-orders';
import { useMyRefundRequests } from '../api/refund-requests';
import { latestRequests, pageOf } from '../account.rules';
import { withdrawalRefusal } from '../refund-requests.rules';
import { OrderCard } from './order-card';

const RefundRequestDialog = lazy(() => import('./refund-request-dialog'));

export function OrderHistory() {
  const orders = useMyOrders(true);
  const requests = useMyRefundRequests(true);
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<Order | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const body = (() => {
    if (orders.isPending || requests.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label="결제 내역을 불러오는 중" />
        </Center>
      );
    }
    if (orders.isError || requests.isError) {
      return (
        <Alert color="red" role="alert" title="결제 내역을 불러오지 못했습니다">
          {(orders.error ?? requests.error)?.message}
        </Alert>
      );
    }
    if (orders.data.length === 0) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">아직 결제 내역이 없습니다.</Text>
          <Button variant="light" size="xs" renderRoot={(props) => <Link {...props} to="/payment" />}>
            상품 보러 가기
          </Button>
        </Stack>
      );
    }
    const latest = latestRequests(requests.data.data_list);
    const applications = new Map(requests.data.applications.map((a) => [a.consulting_application_id, a.state]));
    const now = new Date();
    const shown = pageOf(orders.data, page);
    return (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" aria-label="주문 목록" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.rows.map((o) => (
            <OrderCard
              key={o.orderId}
              order={o}
              request={latest.get(o.orderId)}
              withdrawable={withdrawalRefusal({ ...o, application_state: o.consulting_application_id !== null ? (applications.get(o.consulting_application_id) ?? null) : null }, now) === null}
              onRequest={() => (setSent(null), setAsking(o))}
            />
          ))}
        </Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            총 {orders.data.length.toLocaleString('ko-KR')}건
          </Text>
          {shown.pages > 1 && (
            <Pagination
              total={shown.pages}
              value={shown.page}
              onChange={setPage}
              size="sm"
              getControlProps={(c) => ({ 'aria-label': c === 'next' ? '다음 페이지' : c === 'previous' ? '이전 페이지' : c })}
            />
          )}
        </Group>
      </Stack>
    );
  })();
  return (
    <Stack gap="sm" component="section" aria-labelledby="orders-title">
      <Title order={2} size="h4" id="orders-title">
        주문과 결제
      </Title>
      {sent && (
        <Alert color="teal" role="status">
          {sent}
        </Alert>
      )}
      {body}
      {asking && (
        <Suspense fallback={null}>
          <RefundRequestDialog
            order={asking}
            onClose={() => setAsking(null)}
            onSent={() => {
              setSent(`${asking.orderName}의 환불 요청을 보냈습니다. 관리자가 확인하면 이 화면에 결과가 표시됩니다.`);
              setAsking(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
