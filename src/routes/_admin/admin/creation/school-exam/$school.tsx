import { lazySearch } from '../../../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../../layout/AdminPage';
import { SchoolExamScreen } from '../../../../../features/question-bank/schools-textbooks/components/SchoolExamScreen';

/** 내신 시험 생성: the level from `:school`; the tab (list or temporary records), the list's filters, page and sort arrow and the temporary tab's page in the URL. */
function SchoolExamRoute() {
  const { school } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage path="/admin/creation/school-exam/$school">
      <SchoolExamScreen school={school} search={search} onSearchChange={(next) => navigate({ search: next, replace: true })} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/creation/school-exam/$school')({ ...lazySearch(() => import('../../../../../features/question-bank/schools-textbooks/api/school-subjects').then((m) => (raw: Record<string, unknown>) => m.SchoolExamSearchSchema.parse(raw))), component: SchoolExamRoute });
