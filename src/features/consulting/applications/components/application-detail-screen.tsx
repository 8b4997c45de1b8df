/**
 * One application for the consultants (/admin/admin-consulting?id=): its state, its payment (결제 완료, 결제 대기,
 * 환불됨, 결제 없음, with the paid order: its number, amount and what was refunded) and the machine's actions, the
 * applicant's details and consents, the snapshot of choices and scores it kept, notes, history, and the report
 * (generate, write, preview, print to PDF). What the signed-in consultant may do is asked of the consulting
 * policy (the server asks the same); loading and failure each have their own screen.
 */
import { Alert, Anchor, Button, Center, Grid, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ApiError } from '../../../../api/client';
import type { ConsultingApplicationDetail } from '../../../../api/consulting/applications';
import type { Actor } from '../../../../api/policy';
import { CONSULTING_POLICY } from '../../consulting.policy';
import { useApplication } from '../api/get-application';
import { formatDateTime, formatWon, gradeLabel } from '../applications.rules';
import { useApplicationScreen } from '../hooks/use-application-screen';
import { ApplicationActions } from './application-actions';
import { ApplicationPaymentBadge } from './application-payment-badge';
import { ApplicationPaymentFacts, FactRow } from './application-payment-facts';
import { ApplicationHistory } from './application-history';
import { ApplicationNotes } from './application-notes';
import { ApplicationStateBadge } from './application-state-badge';
import { ReportEditor } from './report-editor';
import { SnapshotSummary } from './snapshot-summary';

export interface ApplicationDetailScreenProps {
  id: number;
  actor: Actor;
  onBack: () => void;
}

function BackToList({ onBack }: { onBack: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
      ← 신청 목록
    </Anchor>
  );
}

export function ApplicationDetailScreen({ id, actor, onBack }: ApplicationDetailScreenProps) {
  const application = useApplication(id);
  if (application.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="신청을 불러오는 중" />
      </Center>
    );
  }
  if (application.isError) {
    const missing = application.error instanceof ApiError && application.error.code === 'NOT_FOUND';
    return (
      <Stack gap="sm">
        <BackToList onBack={onBack} />
        <Alert color="red" title={missing ? '신청을 찾을 수 없습니다' : '신청을 불러오지 못했습니다'} role="alert">
          <Stack gap="xs">
            {application.error.message}
            {!missing && (
              <Button size="xs" variant="light" color="red" w="fit-content" onClick={() => void application.refetch()}>
                다시 불러오기
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <Loaded application={application.data} actor={actor} onBack={onBack} />;
}


function ApplicationFacts({ application: a }: { application: ConsultingApplicationDetail }) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="application-facts-title">
      <Title order={3} size="h5" mb={6} id="application-facts-title">
        신청 내용
      </Title>
      <Table verticalSpacing={4} fz="sm" aria-label="신청 내용">
        <Table.Tbody>
          <FactRow label="서비스">{a.service_name}</FactRow>
          <FactRow label="금액">{formatWon(a.price)}</FactRow>
          <FactRow label="학생">
            {a.student_name} · {a.school_name} · {gradeLabel(a.grade)}
          </FactRow>
          <FactRow label="연락처">
            <Anchor href={`tel:${a.phone}`} size="sm">
              {a.phone}
            </Anchor>
          </FactRow>
          <FactRow label="이메일">{a.email ?? '-'}</FactRow>
          <FactRow label="동의">
            개인정보 수집·이용 {a.privacy_agreed ? '동의' : '미동의'} · 마케팅 수신 {a.marketing_agreed ? '동의' : '미동의'}
          </FactRow>
          <FactRow label="신청 계정">{a.user_name ?? `회원 ${a.user_id}`}</FactRow>
          <FactRow label="담당">{a.consultant_name ?? '-'}</FactRow>
          <FactRow label="신청일">{formatDateTime(a.create_time)}</FactRow>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function Loaded({ application, actor, onBack }: { application: ConsultingApplicationDetail; actor: Actor; onBack: () => void }) {
  const screen = useApplicationScreen(application, actor.level);
  const mayHandle = CONSULTING_POLICY.allows(actor, 'application.handle', application);
  return (
    <Stack gap="sm">
      <BackToList onBack={onBack} />
      <Group gap="sm">
        <Title order={3}>
          {application.student_name} <Text span c="dimmed" size="sm">신청 번호 {application.id}</Text>
        </Title>
        <ApplicationStateBadge state={application.state} />
        <ApplicationPaymentBadge paymentState={application.payment_state} />
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <ReportEditor application={application} mayHandle={mayHandle} />
            <SnapshotSummary snapshot={application} title="신청할 때 저장된 지원 목록과 성적" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm">
            {mayHandle && <ApplicationActions application={application} screen={screen} />}
            <ApplicationPaymentFacts application={application} />
            <ApplicationFacts application={application} />
            <ApplicationNotes applicationId={application.id} notes={application.notes} mayWrite={mayHandle} />
            <ApplicationHistory history={application.history} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
