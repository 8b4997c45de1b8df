/**
 * The order table: order number and time, buyer, product, amounts (ordered, refunded, left to refund: 0 for an
 * order never paid, whose amount is dimmed), coupon, state; the header sorts with the spec's 1/2 arrow (the server
 * sorts, one page at a time). A row (or its number, reached with Tab) opens the order's detail.
 */
import { Anchor, Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { AdminOrder, OrderSortKey } from '../../../../api/store/admin-payments';
import { formatCouponCode } from '../../../../api/store/coupon-code';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { formatDateTime, orderStateBadge, orderWasPaid, won } from '../admin-payments.rules';

export interface OrderTableProps {
  rows: AdminOrder[];
  loading: boolean;
  error: unknown;
  sort: SortState;
  onSort: (next: { sort_key: OrderSortKey; sort: 1 | 2 }) => void;
  selectedId?: number;
  onOpen: (id: number) => void;
}

const COLUMNS: Array<{ key: OrderSortKey | null; label: string; width?: string }> = [
  { key: 'id', label: '번호', width: '70px' },
  { key: 'create_time', label: '주문일시', width: '150px' },
  { key: 'user_name', label: '구매자' },
  { key: 'order_name', label: '상품' },
  { key: 'amount', label: '주문금액', width: '110px' },
  { key: 'refunded_amount', label: '환불', width: '100px' },
  { key: null, label: '잔액', width: '100px' },
  { key: null, label: '쿠폰', width: '110px' },
  { key: 'state', label: '상태', width: '100px' },
];

export function OrderTable({ rows, loading, error, sort, onSort, selectedId, onOpen }: OrderTableProps) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing={6} miw={960} aria-label="결제 내역">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) =>
              c.key ? (
                <SortableTh key={c.label} column={c.key} label={c.label} width={c.width} sort={sort} onSort={(next) => onSort(next as { sort_key: OrderSortKey; sort: 1 | 2 })} />
              ) : (
                <Table.Th key={c.label} style={{ width: c.width }}>
                  {c.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={loading && rows.length === 0} error={rows.length === 0 ? error : null} empty={rows.length === 0} columns={COLUMNS.length} emptyText="조건에 맞는 주문이 없습니다. 필터를 바꿔 보세요." />
          {rows.map((o) => {
            const badge = orderStateBadge(o.state);
            const paid = orderWasPaid(o.state);
            return (
              <Table.Tr key={o.id} onClick={() => onOpen(o.id)} style={{ cursor: 'pointer' }} bg={o.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" onClick={(e) => (e.stopPropagation(), onOpen(o.id))} aria-label={`주문 ${o.id} 상세 보기`}>
                    {o.id}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(o.create_time)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{o.user_name ?? '(탈퇴)'}</Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {o.user_email ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{o.order_name}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {o.order_id}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" c={paid ? undefined : 'dimmed'}>
                  {won(o.amount)}
                </Table.Td>
                <Table.Td ta="right" c={o.refunded_amount > 0 ? 'grape' : 'dimmed'}>
                  {o.refunded_amount > 0 ? won(o.refunded_amount) : '-'}
                </Table.Td>
                <Table.Td ta="right" c={o.balance_amount > 0 ? undefined : 'dimmed'}>
                  {won(o.balance_amount)}
                </Table.Td>
                <Table.Td>{o.coupon_code ? <Badge variant="outline" size="sm">{formatCouponCode(o.coupon_code)}</Badge> : '-'}</Table.Td>
                <Table.Td>
                  <Badge color={badge.color} variant="light">
                    {badge.label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
