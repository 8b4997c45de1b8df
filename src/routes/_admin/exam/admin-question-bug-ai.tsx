import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/hooks/session';
import { SplitReportList } from '../../../features/digitise/reports/components/SplitReportList';
import { AdminPage } from '../../../layout/AdminPage';
import { compact } from '../../../components/list/search-params';

/** The split-error reports of AI exams, with filters, paging and sort in the URL. */
function SplitReportsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  return (
    <AdminPage path="/exam/admin-question-bug-ai">
      {user && <SplitReportList search={search} onSearch={(next) => void navigate({ search: compact(next), replace: true })} viewer={{ uid: user.uid, level: user.level }} />}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question-bug-ai')({ ...lazySearch(() => import('../../../features/digitise/reports/reports.search').then((m) => (raw: Record<string, unknown>) => m.SplitReportSearchSchema.parse(raw))), component: SplitReportsPage });
