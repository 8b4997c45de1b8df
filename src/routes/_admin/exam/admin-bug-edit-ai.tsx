import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Alert, Button, Grid, Group, Paper } from '@mantine/core';
import { useSession } from '../../../features/auth/hooks/session';
import { BoxEditor } from '../../../features/digitise/editor/components/BoxEditor';
import { QuestionReportsPanel, useQuestionReports } from '../../../features/digitise/reports/components/QuestionReportsPanel';
import { AdminPage } from '../../../layout/AdminPage';

/** The box editor focused on the reported question; its printed number and section come from the reports. */
function FocusedEditor({ examSubjectId, questionIndex }: { examSubjectId: number; questionIndex: number }) {
  const reports = useQuestionReports(examSubjectId, questionIndex);
  const first = reports.data?.data_list.find((r) => r.number !== null);
  const focus = first?.number ? { number: first.number, section: first.section ?? 'common' } : { number: String(questionIndex), section: 'common' };
  return <BoxEditor examSubjectId={examSubjectId} focus={focus} />;
}

/** One reported question of an AI exam (?id=<exam subject>&q=<question_index>&report=<error id>): its reports, the box editor, 해결 / 취소. */
function BugEditAiPage() {
  const { id, q, report } = Route.useSearch();
  const { user } = useSession();
  return (
    <AdminPage path="/exam/admin-bug-edit-ai">
      <Group>
        <Button renderRoot={(props) => <Link {...props} to="/exam/admin-question-bug-ai" />} variant="default" size="xs">
          신고 목록으로
        </Button>
      </Group>
      {!id || !q ? (
        <Alert color="yellow">고칠 신고를 AI 오류 신고 목록에서 고르세요.</Alert>
      ) : (
        user && (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 3 }}>
              <QuestionReportsPanel examSubjectId={id} questionIndex={q} highlight={report} viewer={{ uid: user.uid, level: user.level }} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 9 }}>
              <Paper withBorder p="xs">
                <FocusedEditor examSubjectId={id} questionIndex={q} />
              </Paper>
            </Grid.Col>
          </Grid>
        )
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-bug-edit-ai')({ ...lazySearch(() => import('../../../features/digitise/reports/reports.search').then((m) => (raw: Record<string, unknown>) => m.BugEditSearchSchema.parse(raw))), component: BugEditAiPage });
