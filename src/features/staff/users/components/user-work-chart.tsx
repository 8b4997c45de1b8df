/**
 * A user's work per month over the last months (entered, classified, reviewed exams) as a bar chart, with the
 * same numbers as a table for screen readers and copying; an empty state when there was no work.
 */
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import type { WorkMonthSchema } from '../../../../api/staff/users';
import { WORK_LABELS, WORK_MONTHS, type WorkKind } from '../users.rules';

type WorkMonth = z.infer<typeof WorkMonthSchema>;
const KINDS = Object.keys(WORK_LABELS) as WorkKind[];
const COLORS: Record<WorkKind, string> = { entered: 'indigo.6', classified: 'teal.6', reviewed: 'orange.6' };
/** "2025-06" as "25.06". */
const shortMonth = (month: string) => `${month.slice(2, 4)}.${month.slice(5, 7)}`;

export function UserWorkChart({ work }: { work: WorkMonth[] }) {
  const total = work.reduce((n, w) => n + w.entered + w.classified + w.reviewed, 0);
  if (total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        최근 {WORK_MONTHS}개월 동안 입력·분류·검수한 시험이 없습니다.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <BarChart
        h={220}
        data={work.map((w) => ({ ...w, label: shortMonth(w.month) }))}
        dataKey="label"
        series={KINDS.map((k) => ({ name: k, label: WORK_LABELS[k], color: COLORS[k] }))}
        withLegend
        tickLine="y"
        aria-hidden
      />
      <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="월별 작업 수">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>월</Table.Th>
            {KINDS.map((k) => (
              <Table.Th key={k} ta="right">
                {WORK_LABELS[k]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {work
            .filter((w) => w.entered + w.classified + w.reviewed > 0)
            .reverse()
            .map((w) => (
              <Table.Tr key={w.month}>
                <Table.Td>{w.month}</Table.Td>
                {KINDS.map((k) => (
                  <Table.Td key={k} ta="right">
                    {w[k]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        한 시험은 달마다 종류별로 한 번 셉니다. 입력: 입력 완료·검수 요청, 분류: 분류 완료, 검수: 승인·반려·되돌림·통과·강제 통과.
      </Text>
    </Stack>
  );
}
