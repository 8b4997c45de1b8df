/**
 * The 대사(정산 확인) tab: run the reconciliation for a Korean day (yesterday by default) and read the runs,
 * newest first, each with every mismatch between our orders and Toss's payment lookup and what was done
 * (settled: confirmed from Toss's approval; left: for a person to check). A mismatch left open gets 해결 (for
 * those the store policy lets resolve: internal administrators), which asks what was done and then shows 해결됨
 * with who and when. The server also runs yesterday once a day by itself.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE } from '../../../../api/codes';
import type { Actor } from '../../../../api/policy';
import { MISMATCH_KINDS, type Mismatch, type Reconciliation } from '../../../../api/store/admin-payments';
import { ListFooter } from '../../../../components/list/ListFooter';
import { serverError } from '../../../../components/form/form-errors';
import { STORE_POLICY } from '../../store.policy';
import { useReconciliations, useRunReconciliation } from '../api/reconciliations';
import { formatDateTime, orderStateBadge, seoulDay, seoulYesterday, won } from '../admin-payments.rules';
import type { ResolveTarget } from '../resolve-mismatch.machine';
import { ResolveMismatchDialog, useResolveDialog } from './resolve-mismatch-dialog';

/** What was done about a mismatch: settled by the run, resolved by a person (who, when, what), or open with 해결. */
function ActionCell({ m, onResolve }: { m: Mismatch; onResolve?: () => void }) {
  if (m.action === 'settled' || m.resolution) {
    return (
      <Stack gap={2}>
        <Badge size="sm" color="teal" variant="light">
          {m.action === 'settled' ? '자동 처리' : '해결됨'}
        </Badge>
        <Text size="xs">{m.note}</Text>
        {m.resolution && (
          <Text size="xs" c="teal.8">
            {m.resolution.user_name ?? '-'} · {formatDateTime(m.resolution.create_time)}: {m.resolution.note}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Badge size="sm" color="red" variant="light">
          확인 필요
        </Badge>
        {onResolve && (
          <Button size="compact-xs" variant="light" onClick={onResolve}>
            해결
          </Button>
        )}
      </Group>
      <Text size="xs">{m.note}</Text>
    </Stack>
  );
}

function RunCard({ run, onOpenOrder, onResolve }: { run: Reconciliation; onOpenOrder: (id: number) => void; onResolve?: (target: ResolveTarget) => void }) {
  const left = run.mismatches.filter((m) => m.action === 'left' && !m.resolution).length;
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${run.day} 대사 결과`}>
      <Group justify="space-between" mb={run.mismatches.length ? 'xs' : 0}>
        <Group gap="xs">
          <Text fw={700}>{run.day}</Text>
          <Text size="sm" c="dimmed">
            주문 {run.checked}건 확인 · {formatDateTime(run.create_time)} · {run.user_name ?? '자동 실행'}
          </Text>
        </Group>
        {run.mismatches.length === 0 ? (
          <Badge color="teal" variant="light">
            불일치 없음
          </Badge>
        ) : (
          <Badge color={left ? 'red' : 'yellow'} variant="light">
            불일치 {run.mismatches.length}건{left ? ` · 확인 필요 ${left}건` : ' · 모두 처리됨'}
          </Badge>
        )}
      </Group>
      {run.mismatches.length > 0 && (
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>주문</Table.Th>
              <Table.Th>종류</Table.Th>
              <Table.Th>우리</Table.Th>
              <Table.Th>토스</Table.Th>
              <Table.Th>처리</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.mismatches.map((m, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Button variant="subtle" size="compact-xs" onClick={() => onOpenOrder(m.order)} aria-label={`주문 ${m.order} 상세 보기`}>
                    {m.order_id}
                  </Button>
                </Table.Td>
                <Table.Td>{MISMATCH_KINDS[m.kind]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {orderStateBadge(m.local_state).label} · {won(m.local_amount)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.toss_status ? `${m.toss_status} · ${won(m.toss_amount)}` : '결제 없음'}</Table.Td>
                <Table.Td>
                  <ActionCell m={m} onResolve={onResolve && (() => onResolve({ reconciliation_id: run.id, order: m.order, order_id: m.order_id }))} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export function ReconcilePanel({ actor, onOpenOrder }: { actor: Actor; onOpenOrder: (id: number) => void }) {
  const dialog = useResolveDialog();
  const mayResolve = STORE_POLICY.allows(actor, 'reconciliation.resolve', {});
  const openResolve = mayResolve ? (target: ResolveTarget) => dialog[1]({ type: 'OPEN', target }) : undefined;
  const [day, setDay] = useState(seoulYesterday);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const runs = useReconciliations({ page, size: PAGE_SIZE.default });
  const run = useRunReconciliation();
  const start = () => {
    setFailure(null);
    run.mutate(day, {
      onSuccess: (r) => {
        setPage(1);
        notifications.show({ color: 'teal', title: `${r.data.day} 대사를 마쳤습니다`, message: `주문 ${r.data.checked}건 확인 · 불일치 ${r.data.mismatches.length}건` });
      },
      onError: (error) => setFailure(serverError(error).message),
    });
  };
  const list = runs.data?.data_list ?? [];
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm">
          <TextInput type="date" label="대사할 날짜 (한국 날짜)" value={day} max={seoulDay()} onChange={(e) => setDay(e.currentTarget.value)} w={190} />
          <Button onClick={start} loading={run.isPending} disabled={!day}>
            대사 실행
          </Button>
          <Text size="sm" c="dimmed" maw={520}>
            그날 만들어진 결제 대기·결제 완료 주문을 토스 결제 조회와 비교합니다. 토스에서 승인됐는데 결제 대기로 남은 주문은 금액을 확인해 결제 완료로 처리합니다. 매일 한 번 전날 것을 자동으로 실행합니다.
          </Text>
        </Group>
        {failure && (
          <Alert color="red" role="alert" mt="sm">
            {failure}
          </Alert>
        )}
      </Paper>
      {list.length === 0 && !runs.isLoading && (
        <Text c="dimmed" ta="center" py="lg">
          아직 실행한 대사가 없습니다.
        </Text>
      )}
      {list.map((r) => (
        <RunCard key={r.id} run={r} onOpenOrder={onOpenOrder} onResolve={openResolve} />
      ))}
      <ListFooter total={runs.data?.total ?? 0} page={page} size={PAGE_SIZE.default} onPage={setPage} />
      <ResolveMismatchDialog dialog={dialog} />
    </Stack>
  );
}
