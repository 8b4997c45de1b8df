/**
 * The 무제한 이용권 tab: every customer's unlimited pass (user, card issuer and masked number, valid until, auto
 * renewal), searchable by user and limited to active passes on request; 갱신 해지 stops a pass's renewal after
 * a confirmation (it stays valid until its date), shown only to those the store policy lets stop a customer's
 * pass (internal administrators).
 */
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { PAGE_SIZE } from '../../../../api/codes';
import type { Actor } from '../../../../api/policy';
import type { AdminPass, PassListQuery } from '../../../../api/store/admin-payments';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { STORE_POLICY } from '../../store.policy';
import { usePasses, useStopPass } from '../api/passes';
import { formatDate } from '../admin-payments.rules';

export function PassPanel({ actor }: { actor: Actor }) {
  const [query, setQuery] = useState<PassListQuery>({ page: 1, size: PAGE_SIZE.default });
  const [text, setText] = useState('');
  const list = usePasses(query);
  const stop = useStopPass();
  const rows = list.data?.data_list ?? [];
  const confirmStop = (p: AdminPass) =>
    modals.openConfirmModal({
      title: '자동 갱신 해지',
      children: <Text size="sm">{p.user_name ?? '고객'}님의 무제한 이용권 자동 갱신을 해지합니다. 이용권은 {formatDate(p.valid_until)}까지 유지되고, 이후 결제되지 않습니다.</Text>,
      labels: { confirm: '해지', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => stop.mutate(p.id),
    });
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <form onSubmit={(e) => (e.preventDefault(), setQuery({ ...query, page: 1, user_search: text.trim() || undefined }))} role="search" aria-label="이용권 검색">
          <Group gap="xs" align="flex-end">
            <TextInput label="사용자 검색" placeholder="이름 또는 이메일" value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={200} />
            <Button type="submit" variant="light">
              검색
            </Button>
          </Group>
        </form>
        <Checkbox label="이용 중인 이용권만" checked={query.active === 1} onChange={(e) => setQuery({ ...query, page: 1, active: e.currentTarget.checked ? 1 : undefined })} mb={8} />
      </Group>
      <ScrollArea type="auto">
        <Table striped verticalSpacing={6} miw={820} aria-label="무제한 이용권 목록">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>사용자</Table.Th>
              <Table.Th>상품</Table.Th>
              <Table.Th>카드</Table.Th>
              <Table.Th>이용 기한</Table.Th>
              <Table.Th>자동 갱신</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListRowsState loading={list.isLoading} error={rows.length === 0 ? list.error : null} empty={rows.length === 0} columns={6} emptyText="무제한 이용권이 없습니다." />
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Text size="sm">{p.user_name ?? '-'}</Text>
                  <Text size="xs" c="dimmed">
                    {p.user_email ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>{p.goods_name ?? '-'}</Table.Td>
                <Table.Td>{p.has_card ? `${p.card_company ?? ''} ${p.card_number ?? ''}` : <Text c="dimmed">등록된 카드 없음</Text>}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {formatDate(p.valid_until)}
                    <Badge size="sm" color={p.active ? 'teal' : 'gray'} variant="light">
                      {p.active ? '이용 중' : '만료'}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>{p.auto_renew ? <Badge size="sm">갱신</Badge> : <Badge size="sm" color="gray">해지됨</Badge>}</Table.Td>
                <Table.Td>
                  {p.auto_renew && STORE_POLICY.allows(actor, 'pass.stop', p) && (
                    <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmStop(p)} loading={stop.isPending && stop.variables === p.id}>
                      갱신 해지
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
