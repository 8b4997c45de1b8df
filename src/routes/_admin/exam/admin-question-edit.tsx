import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { useSession } from '../../../features/auth/hooks/session';
import { CategoryPicker } from '../../../features/question-bank/curriculum/components/CategoryPicker';
import { QuestionEditor } from '../../../features/question-bank/exams/components/QuestionEditor';
import { ExamFilesPanel } from '../../../features/question-bank/files/components/ExamFilesPanel';
import { PageImages } from '../../../features/question-bank/files/components/PageImages';
import { ReportQuestionButton } from '../../../features/error-reports/components/ReportQuestionButton';
import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { AdminPage } from '../../../layout/AdminPage';

/** The question editor of one exam subject (?id=exam subject, &q=question number). */
function QuestionEdit() {
  const { id, q = 1 } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  const client = useQueryClient();
  const actor = { uid: user?.uid ?? 0, level: user?.level ?? 0 };
  return (
    <AdminPage path="/exam/admin-question-edit">
      {id ? (
        <QuestionEditor
          examSubjectId={id}
          index={q}
          onIndex={(next) => navigate({ search: { id, q: next }, replace: true })}
          onDone={() => navigate({ to: '/exam/admin-question' })}
          onOpenHeads={() => navigate({ to: '/exam/admin-question-edit2', search: { id } })}
          renderTypePicker={({ value, onChange, scope }) => (
            <CategoryPicker kind="type" {...scope} value={value} onChange={(v) => onChange(v)} label="문제유형" height={220} />
          )}
          aside={
            <Stack gap="sm">
              <PageImages examSubjectId={id} />
              <ExamFilesPanel examSubjectId={id} actor={actor} />
            </Stack>
          }
          actor={actor}
          renderReport={(questionId) => <ReportQuestionButton questionId={questionId} onReported={() => void client.invalidateQueries({ queryKey: ['questions', id] })} />}
        />
      ) : (
        <Alert color="yellow">편집할 시험을 목록에서 고르세요.</Alert>
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question-edit')({
  ...lazySearch(() => import('../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseQuestionEditSearch)),
  component: QuestionEdit,
});
