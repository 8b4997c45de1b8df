import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { useSession } from '../../../../features/auth/hooks/session';
import { ClassWorkScreen } from '../../../../features/question-bank/exams/components/ClassWorkScreen';
import { QUESTION_BANK_POLICY } from '../../../../features/question-bank/question-bank.policy';
import { AdminPage } from '../../../../layout/AdminPage';

/** Classification work (유형): exams waiting for a classifier and the ones I took. */
function TypeManagement() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  return (
    <AdminPage path="/admin/my-workspace/type-management">
      <ClassWorkScreen
        search={search}
        onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        editorPath="/exam/admin-type-edit"
        onOpen={(id) => navigate({ to: '/exam/admin-type-edit', search: { id } })}
        admin={QUESTION_BANK_POLICY.allows({ uid: user?.uid ?? 0, level: user?.level ?? 0 }, 'worklist.readOf', { user_id: null })}
      />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/my-workspace/type-management')({ ...lazySearch(() => import('../../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseExamListSearch)), component: TypeManagement });
