/**
 * The totals of the filtered orders (every page): count, paid, refunded and net as figures, and paid and
 * refunded by Korean day as a small bar chart with the same numbers in a table for screen readers.
 */
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { OrderTotals as Totals } from '../../../../api/store/admin-payments';
import { won } from '../admin-payments.rules';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {value}
      </Text>
    </Paper>
  );
}

export function OrderTotals({ totals }: { totals: Totals | undefined }) {
  if (!totals) return null;
  const days = totals.by_day.map((d) => ({ ...d, label: d.day.slice(5).replace('-', '.') }));
  return (
    <Stack gap="xs" component="section" aria-label="합계">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={`주문 ${totals.count.toLocaleString('ko-KR')}건 중 결제`} value={`${totals.paid_count.toLocaleString('ko-KR')}건`} />
        <Figure label="결제 금액" value={won(totals.paid_amount)} color="teal" />
        <Figure label="환불 금액" value={won(totals.refunded_amount)} color="grape" />
        <Figure label="순매출 (결제 - 환불)" value={won(totals.net_amount)} />
      </SimpleGrid>
      {days.length > 0 && (
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed" mb={4}>
            날짜별 결제·환불 (주문일 기준, 한국 시간)
          </Text>
          <BarChart
            h={160}
            data={days}
            dataKey="label"
            series={[
              { name: 'paid_amount', label: '결제', color: 'teal.6' },
              { name: 'refunded_amount', label: '환불', color: 'grape.5' },
            ]}
            valueFormatter={(v) => won(v)}
            withLegend
            tickLine="y"
            aria-hidden
          />
          <VisuallyHidden>
            <table aria-label="날짜별 결제·환불">
              <tbody>
                {totals.by_day.map((d) => (
                  <tr key={d.day}>
                    <th>{d.day}</th>
                    <td>결제 {won(d.paid_amount)}</td>
                    <td>환불 {won(d.refunded_amount)}</td>
                    <td>{d.count}건</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </Paper>
      )}
    </Stack>
  );
}
