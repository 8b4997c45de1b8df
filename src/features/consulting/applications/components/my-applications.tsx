/**
 * The signed-in applicant's own applications (내 신청 내역): service, student, date, price and state, newest
 * first; a delivered report opens as a page in a dialog (full screen on a phone) with "PDF 다운로드" (the server's PDF) and "인쇄".
 */
import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMyApplication, useMyApplications } from '../api/get-my-applications';
import { formatDateTime, formatWon } from '../applications.rules';
import { ApplicationStateBadge } from './application-state-badge';
import { ReportOutputButtons } from './report-output-buttons';
import { ReportView } from './report-view';

function ReportDialog({ id, mobile, onClose }: { id: number | null; mobile: boolean; onClose: () => void }) {
  const own = useMyApplication(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title="컨설팅 보고서" size="xl" fullScreen={mobile}>
      {own.isPending ? (
        <Center py="xl">
          <Loader aria-label="보고서를 불러오는 중" />
        </Center>
      ) : own.isError ? (
        <Alert color="red">{own.error.message}</Alert>
      ) : own.data.report ? (
        <Stack gap="sm">
          <Group justify="flex-end">
            <ReportOutputButtons audience="applicant" application={own.data} fileTitle={`컨설팅 보고서_${own.data.student_name}`} />
          </Group>
          <ReportView report={own.data.report} />
        </Stack>
      ) : (
        <Text size="sm">보고서가 아직 전달되지 않았습니다.</Text>
      )}
    </Modal>
  );
}

export function MyApplications({ mobile }: { mobile: boolean }) {
  const mine = useMyApplications();
  const [open, setOpen] = useState<number | null>(null);
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
                    </Group>
                    <Text size="xs" c="dimmed">
                      신청 번호 {a.id} · {a.student_name} · {formatDateTime(a.create_time)} · {formatWon(a.price)}
                    </Text>
                  </div>
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
      <ReportDialog id={open} mobile={mobile} onClose={() => setOpen(null)} />
    </Paper>
  );
}
