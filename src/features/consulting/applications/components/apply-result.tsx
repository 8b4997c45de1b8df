/**
 * The page after sending an application: /consulting/apply/done (the application as stored, what happens next,
 * and for a priced service that payment will be requested: the store issue's payment flow joins here, starting
 * the payment of `price`). /consulting/apply/failure is apply-failure.tsx.
 */
import { Alert, Button, Center, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMyApplication } from '../api/get-my-applications';
import { formatDateTime, formatWon, gradeLabel } from '../applications.format';
import { ApplicationStateBadge } from './application-state-badge';
import { ResultHeading } from './apply-failure';

function Actions() {
  return (
    <Group gap="sm">
      <Button renderRoot={(props) => <Link {...props} to="/consulting/apply" hash="mine" />}>내 신청 내역 보기</Button>
      <Button variant="default" renderRoot={(props) => <Link {...props} to="/consulting/main" />}>
        입시 컨설팅으로
      </Button>
    </Group>
  );
}

export function ApplyDone({ id, signedIn }: { id: number | null; signedIn: boolean }) {
  const own = useMyApplication(signedIn ? id : null);
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="md">
        <ResultHeading color="teal" mark="✓" title="컨설팅 신청이 접수되었습니다" />
        {own.isLoading ? (
          <Center py="md">
            <Loader size="sm" aria-label="신청 내용을 불러오는 중" />
          </Center>
        ) : own.data ? (
          <>
            <Table withTableBorder verticalSpacing={6} fz="sm" aria-label="신청 내용">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={110}>신청 번호</Table.Th>
                  <Table.Td>{own.data.id}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>서비스</Table.Th>
                  <Table.Td>{own.data.service_name}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>학생</Table.Th>
                  <Table.Td>
                    {own.data.student_name} · {own.data.school_name} · {gradeLabel(own.data.grade)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>신청일</Table.Th>
                  <Table.Td>{formatDateTime(own.data.create_time)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>상태</Table.Th>
                  <Table.Td>
                    <ApplicationStateBadge state={own.data.state} size="sm" />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>결제 금액</Table.Th>
                  <Table.Td>{formatWon(own.data.price)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {own.data.price > 0 && (
              <Alert color="indigo" title="결제 안내">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{formatWon(own.data.price)}을 결제하면 컨설턴트가 상담 일정을 잡습니다. 지금 카드로 결제할 수 있습니다.</Text>
                  <Button size="sm" renderRoot={(props) => <Link {...props} to="/payment" search={{ consulting_application_id: own.data.id }} />}>
                    결제하기
                  </Button>
                </Stack>
              </Alert>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            신청 내용은 ‘내 신청 내역’에서 확인할 수 있습니다.
          </Text>
        )}
        <Text size="sm">
          담당 컨설턴트가 영업일 기준 1~2일 안에 입력하신 연락처로 연락드립니다. 보고서가 전달되면 ‘내 신청 내역’에서 보고 PDF로 내려받을 수 있습니다.
        </Text>
        <Actions />
      </Stack>
    </Paper>
  );
}
