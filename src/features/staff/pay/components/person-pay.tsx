/**
 * One person's month (GET account_user): what they earned line by line, the 12 months up to it as a chart,
 * and their work days, which they (or an administrator) record here with PUT user/work_day.
 */
import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { Link } from '@tanstack/react-router';
import { PAY_KINDS } from '../../../../api/staff/pay';
import { LEVEL_LABELS, type Level } from '../../../../api/levels';
import { useAccountUser } from '../api/pay-queries';
import { monthLabel } from './month-nav';
import { seoulDateTime, won } from './won';
import { WorkDayForm } from './work-day-form';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

export function PersonPay({ month, userId, canRecord }: { month: string; userId?: number; canRecord: boolean }) {
  const { data, isPending, isError, error } = useAccountUser(month, userId);
  if (isPending) return <Loader aria-label="급여 내역을 불러오는 중" />;
  if (isError) return <Alert color="red" title="급여 내역을 불러오지 못했습니다">{error.message}</Alert>;
  const s = data.summary;
  const chart = data.months.map((m) => ({ month: `${Number(m.month.slice(5))}월`, 입력: m.enter_pay, 분류: m.class_pay }));
  const anyPay = data.months.some((m) => m.total > 0);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={4}>
          {s.name} · {monthLabel(month)}
        </Title>
        <Badge variant="light">{LEVEL_LABELS[s.level as Level] ?? `레벨 ${s.level}`}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="입력" value={won(s.enter_pay)} hint={`${s.enter_count}건`} />
        <Stat label="분류" value={won(s.class_pay)} hint={`${s.class_count}건`} />
        <Stat label="합계" value={won(s.total)} />
        <Stat label="근무" value={`${s.work_days}일`} hint={`${s.work_hours}시간`} />
      </SimpleGrid>
      <Card withBorder>
        <Text fw={600} mb="xs">
          최근 12개월
        </Text>
        {anyPay ? (
          <BarChart h={220} data={chart} dataKey="month" type="stacked" valueFormatter={won} series={[{ name: '입력', color: 'blue.6' }, { name: '분류', color: 'teal.6' }]} />
        ) : (
          <Text c="dimmed" size="sm" py="lg" ta="center">
            최근 12개월 동안 확정된 급여가 없습니다.
          </Text>
        )}
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {monthLabel(month)} 내역
        </Text>
        {data.data_list.length === 0 ? (
          <Text c="dimmed" size="sm">
            이 달에 승인된 입력이나 분류가 없습니다. 검수에서 승인되면 여기에 나타납니다.
          </Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>시험 과목</Table.Th>
                <Table.Th w="12%">구분</Table.Th>
                <Table.Th w="18%" ta="right">
                  금액
                </Table.Th>
                <Table.Th w="22%">확정 시각</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data_list.map((l) => (
                <Table.Tr key={`${l.exam_subject_id}-${l.kind}`}>
                  <Table.Td>
                    <Link to="/exam/admin-question-edit" search={{ id: l.exam_subject_id }}>
                      {l.name}
                    </Link>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={l.kind === 'enter' ? 'blue' : 'teal'}>
                      {PAY_KINDS[l.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{won(l.price)}</Table.Td>
                  <Table.Td>{seoulDateTime(l.paid_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>합계 {data.data_list.length}건</Table.Th>
                <Table.Th ta="right">{won(s.total)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        )}
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          근무일
        </Text>
        {canRecord && <WorkDayForm userId={userId} />}
        {data.work_days.length === 0 ? (
          <Text c="dimmed" size="sm" mt="sm">
            이 달에 기록된 근무일이 없습니다.
          </Text>
        ) : (
          <Table mt="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">날짜</Table.Th>
                <Table.Th w="20%">시간</Table.Th>
                <Table.Th>메모</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.work_days.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{d.date}</Table.Td>
                  <Table.Td>{d.hours}시간</Table.Td>
                  <Table.Td>{d.memo}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
