/**
 * The page after sending an application: /consulting/apply/done (the application as stored and what happens next).
 * A priced application waiting for its payment leads straight to paying it: 결제하기 opens /payment for it (the
 * card payment through Toss), and the consultant starts once it is paid. /consulting/apply/failure is
 * apply-failure.tsx.
 */
import { Alert, Button, Center, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MyApplication } from '../../../../api/consulting/applications';
import { APPLICATION_PAYMENT_STATE } from '../../../../machines/consulting-application.states';
import { useMyApplication } from '../api/get-my-applications';
import { applicationPaymentSearch, awaitsPayment } from '../application-payment.rules';
import { formatDateTime, formatWon, gradeLabel } from '../applications.format';
import { ApplicationPaymentBadge } from './application-payment-badge';
import { ApplicationStateBadge } from './application-state-badge';
import { ResultHeading } from './apply-failure';

/** The payment of a priced application: 결제하기 while it waits for it, else its payment state. */
function PaymentStep({ application: a }: { application: MyApplication }) {
  if (awaitsPayment(a)) {
    return (
      <Alert color="indigo" title="결제를 마쳐 주세요">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{formatWon(a.price)}을 카드로 결제하면 신청이 확정되고, 컨설턴트가 진행을 시작합니다. 결제 전에는 진행되지 않습니다.</Text>
          <Button size="md" renderRoot={(props) => <Link {...props} to="/payment" search={applicationPaymentSearch(a.id)} />}>
            {formatWon(a.price)} 결제하기
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (a.payment_state === APPLICATION_PAYMENT_STATE.paid.value) {
    return (
      <Alert color="teal" title="결제가 완료되었습니다">
        컨설턴트가 곧 진행을 시작합니다.
      </Alert>
    );
  }
  return null;
}

function Actions({ secondary }: { secondary: boolean }) {
  return (
    <Group gap="sm">
      <Button variant={secondary ? 'default' : 'filled'} renderRoot={(props) => <Link {...props} to="/consulting/apply" hash="mine" />}>
        내 신청 내역 보기
      </Button>
      <Button variant="default" renderRoot={(props) => <Link {...props} to="/consulting/main" />}>
        입시 컨설팅으로
      </Button>
    </Group>
  );
}

export function ApplyDone({ id, signedIn }: { id: number | null; signedIn: boolean }) {
  const own = useMyApplication(signedIn ? id : null);
  const toPay = own.data ? awaitsPayment(own.data) : false;
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
                  <Table.Td>
                    <Group gap="xs">
                      {formatWon(own.data.price)}
                      {own.data.price > 0 && <ApplicationPaymentBadge paymentState={own.data.payment_state} size="sm" />}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <PaymentStep application={own.data} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            신청 내용은 ‘내 신청 내역’에서 확인할 수 있습니다.
          </Text>
        )}
        <Text size="sm">
          {toPay ? '결제가 확인되면 ' : ''}담당 컨설턴트가 영업일 기준 1~2일 안에 입력하신 연락처로 상담 일정을 안내해 드립니다. 보고서가 전달되면 ‘내 신청 내역’에서 보고 PDF로 내려받을 수
          있습니다.
        </Text>
        <Actions secondary={toPay} />
      </Stack>
    </Paper>
  );
}
