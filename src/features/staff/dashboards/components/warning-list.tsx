/** The warnings the signed-in person received, newest first, with their points. */
import { Badge, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import type { OwnWarningSchema } from '../../../../api/staff/dashboards';
import { formatDateTime } from '../dashboards.rules';
import { ChartCard } from './chart-card';

type Warning = z.infer<typeof OwnWarningSchema>;

export function WarningList({ warnings, total, loading, error }: { warnings: Warning[] | undefined; total: number | undefined; loading: boolean; error?: unknown }) {
  const rows = warnings ?? [];
  return (
    <ChartCard
      title="받은 경고"
      description={total ? `누적 경고 ${total}점` : '관리자가 준 경고가 여기에 나타납니다.'}
      loading={loading}
      error={error}
      empty={rows.length === 0}
      h={100}
      emptyHint="받은 경고가 없습니다."
    >
      <Table verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>경고</Table.Th>
            <Table.Th>사유</Table.Th>
            <Table.Th>날짜</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((w) => (
            <Table.Tr key={w.id}>
              <Table.Td>
                <Badge color="red" variant="light">
                  {w.warning_point}점
                </Badge>
              </Table.Td>
              <Table.Td>{w.reason}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {formatDateTime(w.create_time)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ChartCard>
  );
}
