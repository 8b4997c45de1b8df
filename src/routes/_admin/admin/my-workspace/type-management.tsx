import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ExamSubjectListQuerySchema, type ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { searchValidator } from '../../../../components/list/search-params';
import { ExamSubjectListScreen } from '../../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { RowActions } from '../../../../features/question-bank/exams/components/RowActions';
import { AdminPage } from '../../../../layout/AdminPage';

/** Classification work (유형): exams waiting for a classifier and the ones I took. */
function ClassList() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const open = (id: number) => navigate({ to: '/exam/admin-type-edit', search: { id } });
  return (
    <AdminPage path="/admin/my-workspace/type-management">
      <ExamSubjectListScreen
        kind="class"
        search={search}
        onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        href={(r) => `/exam/admin-type-edit?id=${r.id}`}
        actions={(r) => <RowActions row={r} mode="class" onOpen={() => open(r.id)} />}
        emptyText="분류할 시험이 없습니다."
      />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/my-workspace/type-management')({ validateSearch: searchValidator(ExamSubjectListQuerySchema), component: ClassList });
