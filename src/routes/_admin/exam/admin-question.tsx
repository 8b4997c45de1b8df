import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ExamSubjectListQuerySchema, type ExamSubjectListQuery } from '../../../api/question-bank/exams';
import { searchValidator } from '../../../components/list/search-params';
import { ExamSubjectListScreen } from '../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { RowActions } from '../../../features/question-bank/exams/components/RowActions';
import { AdminPage } from '../../../layout/AdminPage';

/** The enterer's own list: start entering, open the editor, send for review. */
function EnterList() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const open = (id: number) => navigate({ to: '/exam/admin-question-edit', search: { id } });
  return (
    <AdminPage path="/exam/admin-question">
      <ExamSubjectListScreen
        kind="enter"
        search={search}
        onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        href={(r) => `/exam/admin-question-edit?id=${r.id}`}
        actions={(r) => <RowActions row={r} mode="enter" onOpen={() => open(r.id)} />}
        emptyText="배정된 입력 시험이 없습니다."
      />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question')({ validateSearch: searchValidator(ExamSubjectListQuerySchema), component: EnterList });
