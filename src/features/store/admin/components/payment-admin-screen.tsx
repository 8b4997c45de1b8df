/**
 * /admin/app-payment/main: tabs for 결제 내역 (filters, totals with a chart by day, the order table with the sort
 * arrow and pager, xlsx 내려받기 of the whole filter, the order's detail drawer with 환불), 환불 요청 (customers'
 * 청약철회), 쿠폰, 무제한 이용권 and 대사(정산 확인). The tab, the filters, the page and the open order are in the URL
 * the route owns.
 */
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { PAGE_SIZE } from '../../../../api/codes';
import type { Actor } from '../../../../api/policy';
import { ListFooter } from '../../../../components/list/ListFooter';
import { useExportOrders } from '../api/export-orders';
import { useOrders } from '../api/get-orders';
import { PAYMENT_TABS, type PaymentTab } from '../admin-payments.rules';
import { orderListQuery, type PaymentSearch } from '../admin-payments.search';
import { CouponPanel } from './coupon-panel';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';
import { OrderTotals } from './order-totals';
import { PassPanel } from './pass-panel';
import { ReconcilePanel } from './reconcile-panel';
import { RefundRequestPanel } from './refund-request-panel';

export interface PaymentAdminScreenProps {
  search: PaymentSearch;
  onSearch: (next: PaymentSearch) => void;
  actor: Actor;
}

function OrdersPanel({ search, onSearch }: Omit<PaymentAdminScreenProps, 'actor'>) {
  const query = orderListQuery(search);
  const list = useOrders(query);
  const exporting = useExportOrders();
  const total = list.data?.total ?? 0;
  return (
    <Stack gap="sm">
      <OrderFilters search={search} onChange={onSearch} />
      <OrderTotals totals={list.data?.totals} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          행을 누르면 주문 상세와 환불이 열립니다.
        </Text>
        <Button variant="light" size="xs" loading={exporting.isPending} disabled={total === 0} onClick={() => exporting.mutate(query)}>
          xlsx 내려받기
        </Button>
      </Group>
      <OrderTable
        rows={list.data?.data_list ?? []}
        loading={list.isLoading}
        error={list.error}
        sort={{ sort_key: search.sort_key, sort: search.sort }}
        onSort={(next) => onSearch({ ...search, ...next, page: undefined })}
        selectedId={search.id}
        onOpen={(id) => onSearch({ ...search, id })}
      />
      <ListFooter total={total} page={search.page ?? 1} size={search.size ?? PAGE_SIZE.default} onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })} />
    </Stack>
  );
}

export function PaymentAdminScreen({ search, onSearch, actor }: PaymentAdminScreenProps) {
  const tab: PaymentTab = search.tab ?? 'orders';
  return (
    <>
      <Tabs
        value={tab}
        onChange={(v) => onSearch({ ...search, tab: v === 'orders' || !v ? undefined : (v as PaymentTab) })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {(Object.keys(PAYMENT_TABS) as PaymentTab[]).map((k) => (
            <Tabs.Tab key={k} value={k}>
              {PAYMENT_TABS[k]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="orders">
          <OrdersPanel search={search} onSearch={onSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="coupons">
          <CouponPanel actor={actor} />
        </Tabs.Panel>
        <Tabs.Panel value="passes">
          <PassPanel actor={actor} />
        </Tabs.Panel>
        <Tabs.Panel value="reconcile">
          <ReconcilePanel actor={actor} onOpenOrder={(id) => onSearch({ ...search, id })} />
        </Tabs.Panel>
        <Tabs.Panel value="refund_requests">
          <RefundRequestPanel actor={actor} />
        </Tabs.Panel>
      </Tabs>
      <OrderDetailDrawer id={search.id} actor={actor} onClose={() => onSearch({ ...search, id: undefined })} />
    </>
  );
}
