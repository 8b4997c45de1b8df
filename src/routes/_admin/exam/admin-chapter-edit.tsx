import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { CategoryPicker } from '../../../features/question-bank/curriculum/components/CategoryPicker';
import { ClassifyEditor } from '../../../features/question-bank/exams/components/ClassifyEditor';
import { AdminPage } from '../../../layout/AdminPage';

/** 단원 classification of one exam subject (?id=). */
function ClassifyScreen() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AdminPage path="/exam/admin-chapter-edit">
      {id ? (
        <ClassifyEditor
          examSubjectId={id}
          kind="chapter"
          onDone={() => navigate({ to: '/admin/my-workspace/chapter-management' })}
          renderPicker={({ value, onChange, scope }) => <CategoryPicker kind="chapter" {...scope} value={value} onChange={(v) => onChange(v)} height={180} />}
        />
      ) : (
        <Alert color="yellow">분류할 시험을 목록에서 고르세요.</Alert>
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-chapter-edit')({
  ...lazySearch(() => import('../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseExamIdSearch)),
  component: ClassifyScreen,
});
