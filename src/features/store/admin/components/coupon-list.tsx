/**
 * The coupon list: code (in groups of four) and kind, discount, window, who it is for, its uses (how many, and
 * the latest: who, which order, when), whether it is stopped (by whom, when), searchable and filtered by used or
 * not. 사용 중지 (after a confirmation) shows only to those the store policy lets stop coupons.
 */
import { useState } from 'react';
import { Badge, Button, Group, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { PAGE_SIZE } from '../../../../api/codes';
import type { Actor } from '../../../../api/policy';
import type { AdminCoupon, CouponListQuery } from '../../../../api/store/admin-payments';
import { COUPON_KIND, couponKindLabel, formatCouponCode } from '../../../../api/store/coupon-code';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { STORE_POLICY } from '../../store.policy';
import { useCoupons, useDisableCoupon } from '../api/coupons';
import { couponStatus, couponUseText, discountText, formatDate, formatDateTime } from '../admin-payments.rules';

const COLUMNS = ['코드', '이름', '할인', '최소 주문', '사용 기간', '대상', '사용', '상태', ''];

function UseCell({ c }: { c: AdminCoupon }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{couponUseText(c)}</Text>
      {c.last_use && (
        <>
          <Text size="xs">
            {c.kind === COUPON_KIND.single.value ? '' : '최근 '}
            {c.last_use.user_name ?? '(탈퇴)'} · {formatDateTime(c.last_use.used_time)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {c.last_use.order_id}
          </Text>
        </>
      )}
    </Stack>
  );
}

function StatusCell({ c }: { c: AdminCoupon }) {
  const status = couponStatus(c);
  return (
    <Stack gap={0}>
      <Badge color={status.color} size="sm" variant="light">
        {status.label}
      </Badge>
      {c.disabled_time && (
        <Text size="xs" c="dimmed">
          {c.disabled_by_name ?? '-'} · {formatDateTime(c.disabled_time)}
        </Text>
      )}
    </Stack>
  );
}

export function CouponList({ actor }: { actor: Actor }) {
  const [query, setQuery] = useState<CouponListQuery>({ page: 1, size: PAGE_SIZE.default });
  const [text, setText] = useState('');
  const list = useCoupons(query);
  const disable = useDisableCoupon();
  const rows = list.data?.data_list ?? [];
  const confirmDisable = (c: AdminCoupon) =>
    modals.openConfirmModal({
      title: '쿠폰 사용 중지',
      children: (
        <Text size="sm">
          {formatCouponCode(c.code)} ({c.name}) 쿠폰의 사용을 중지합니다. 중지하면 고객이 더 이상 확인하거나 쓸 수 없고, 되돌릴 수 없습니다. 이미 결제에 쓰인 내역은 그대로 남습니다.
        </Text>
      ),
      labels: { confirm: '사용 중지', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => disable.mutate(c.id),
    });
  return (
    <Stack gap="sm" component="section" aria-label="쿠폰 목록">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>쿠폰 목록과 사용 내역</Title>
        <Group gap="xs" align="flex-end">
          <SegmentedControl
            aria-label="사용 여부"
            data={[
              { value: 'all', label: '전체' },
              { value: '0', label: '미사용' },
              { value: '1', label: '사용됨' },
            ]}
            value={query.used === undefined ? 'all' : String(query.used)}
            onChange={(x) => setQuery({ ...query, page: 1, used: x === 'all' ? undefined : (Number(x) as 0 | 1) })}
          />
          <form onSubmit={(e) => (e.preventDefault(), setQuery({ ...query, page: 1, search: text.trim() || undefined }))} role="search" aria-label="쿠폰 검색">
            <Group gap="xs">
              <TextInput placeholder="코드 또는 이름" aria-label="쿠폰 검색어" value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={200} />
              <Button type="submit" variant="light">
                검색
              </Button>
            </Group>
          </form>
        </Group>
      </Group>
      <ScrollArea type="auto">
        <Table striped verticalSpacing={6} miw={1100} aria-label="쿠폰 목록">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((label, i) => (
                <Table.Th key={i}>{label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListRowsState loading={list.isLoading} error={rows.length === 0 ? list.error : null} empty={rows.length === 0} columns={COLUMNS.length} emptyText="쿠폰이 없습니다." />
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatCouponCode(c.code)}
                  </Text>
                  <Badge size="xs" variant="outline">
                    {couponKindLabel(c.kind)}
                  </Badge>
                </Table.Td>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{discountText(c)}</Table.Td>
                <Table.Td>{c.min_amount ? `${c.min_amount.toLocaleString('ko-KR')}원 이상` : '-'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.valid_from || c.valid_until ? `${formatDate(c.valid_from)} ~ ${formatDate(c.valid_until)}` : '제한 없음'}</Table.Td>
                <Table.Td>{c.user_name ?? '누구나'}</Table.Td>
                <Table.Td>
                  <UseCell c={c} />
                </Table.Td>
                <Table.Td>
                  <StatusCell c={c} />
                </Table.Td>
                <Table.Td>
                  {!c.disabled_time && STORE_POLICY.allows(actor, 'coupon.disable', c) && (
                    <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmDisable(c)} loading={disable.isPending && disable.variables === c.id}>
                      사용 중지
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={list.data?.total ?? 0} page={Number(query.page ?? 1)} size={Number(query.size ?? PAGE_SIZE.default)} onPage={(page) => setQuery({ ...query, page })} />
    </Stack>
  );
}
