/**
 * The signed-in applicant's own applications (내 신청 내역): service, student, date, price, state and payment (결제
 * 대기, 결제 완료, 환불됨; a free one, or one closed unpaid, shows none), newest first; an open application waiting for its payment has
 * 결제하기 (/payment for that application); a delivered report opens as a page in a dialog (full screen on a phone)
 * with "PDF 다운로드" (the server's PDF) and "인쇄".
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMyApplications } from '../api/get-my-applications';
import { applicationPaymentSearch, awaitsPayment, shownPaymentState } from '../application-payment.rules';
import { formatDateTime, formatWon } from '../applications.format';
import { ApplicationPaymentBadge } from './application-payment-badge';
import { ApplicationStateBadge } from './application-state-badge';

// Issue 13 point 4: the report dialog loads when a report is first opened.
const ReportDialog = lazy(() => import('./report-dialog'));

export function MyApplications({ mobile }: { mobile: boolean }) {
  const mine = useMyApplications();
  const [open, setOpen] = useState<number | null>(null);
  // The dialog stays mounted once opened (its closing transition, and no second load).
  const [dialogShown, setDialogShown] = useState(false);
  if (open !== null && !dialogShown) setDialogShown(true);
  return (
    <Paper withBorder p={mobile ? 'sm' : 'lg'} component="section" aria-labelledby="my-applications-title" id="mine">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-applications-title">
          내 신청 내역
        </Title>
        {mine.isPending ? (
          <Loader size="sm" aria-label="신청 내역을 불러오는 중" />
        ) : mine.isError ? (
          <Alert color="red">신청 내역을 불러오지 못했습니다. {mine.error.message}</Alert>
        ) : mine.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            아직 신청한 컨설팅이 없습니다.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {mine.data.map((a) => (
              <Paper key={a.id} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>{a.service_name}</Text>
                      <ApplicationStateBadge state={a.state} size="sm" />
                      {shownPaymentState(a) && <ApplicationPaymentBadge paymentState={a.payment_state} size="sm" />}
                    </Group>
                    <Text size="xs" c="dimmed">
                      신청 번호 {a.id} · {a.student_name} · {formatDateTime(a.create_time)} · {formatWon(a.price)}
                    </Text>
                  </div>
                  {awaitsPayment(a) && (
                    <Button size="xs" renderRoot={(props) => <Link {...props} to="/payment" search={applicationPaymentSearch(a.id)} />} aria-label={`${a.service_name} ${formatWon(a.price)} 결제하기`}>
                      결제하기
                    </Button>
                  )}
                  {a.report_ready && (
                    <Button size="xs" variant="light" onClick={() => setOpen(a.id)}>
                      보고서 보기
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {dialogShown && (
        <Suspense fallback={null}>
          <ReportDialog id={open} mobile={mobile} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
