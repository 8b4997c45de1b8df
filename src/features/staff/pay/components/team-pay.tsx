/** Everyone's month (GET account): one row per staff member with totals, the xlsx export, and a way into each person. */
import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LEVEL_LABELS, type Level } from '../../../../api/levels';
import { downloadAccountXlsx, useAccount } from '../api/pay-queries';
import { won } from './won';

export function TeamPay({ month, onPick }: { month: string; onPick: (userId: number) => void }) {
  const { data, isPending, isError, error } = useAccount(month, true);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAccountXlsx(month);
    } catch (e) {
      notifications.show({ color: 'red', title: '엑셀 파일을 만들지 못했습니다', message: (e as Error).message });
    } finally {
      setDownloading(false);
    }
  };
  if (isPending) return <Loader aria-label="전체 급여를 불러오는 중" />;
  if (isError) return <Alert color="red" title="전체 급여를 불러오지 못했습니다">{error.message}</Alert>;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>직원별 급여 ({data.data_list.length}명)</Text>
        <Button variant="light" onClick={download} loading={downloading}>
          엑셀 내보내기
        </Button>
      </Group>
      {data.data_list.length === 0 ? (
        <Text c="dimmed">이 달에는 급여나 근무 기록이 있는 직원이 없습니다.</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="20%">이름</Table.Th>
              <Table.Th w="12%">레벨</Table.Th>
              <Table.Th ta="right">입력</Table.Th>
              <Table.Th ta="right">분류</Table.Th>
              <Table.Th ta="right">합계</Table.Th>
              <Table.Th ta="right">근무일</Table.Th>
              <Table.Th ta="right">근무 시간</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data_list.map((r) => (
              <Table.Tr key={r.user_id}>
                <Table.Td>
                  <UnstyledButton onClick={() => onPick(r.user_id)} c="blue" td="underline" aria-label={`${r.name}의 급여 내역 보기`}>
                    {r.name}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{LEVEL_LABELS[r.level as Level] ?? r.level}</Table.Td>
                <Table.Td ta="right">
                  {won(r.enter_pay)} <Text span c="dimmed" size="xs">({r.enter_count}건)</Text>
                </Table.Td>
                <Table.Td ta="right">
                  {won(r.class_pay)} <Text span c="dimmed" size="xs">({r.class_count}건)</Text>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {won(r.total)}
                </Table.Td>
                <Table.Td ta="right">{r.work_days}일</Table.Td>
                <Table.Td ta="right">{r.work_hours}시간</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>합계</Table.Th>
              <Table.Th ta="right">{won(data.totals.enter_pay)}</Table.Th>
              <Table.Th ta="right">{won(data.totals.class_pay)}</Table.Th>
              <Table.Th ta="right">{won(data.totals.total)}</Table.Th>
              <Table.Th ta="right">{data.totals.work_days}일</Table.Th>
              <Table.Th ta="right">{data.totals.work_hours}시간</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Card>
  );
}
