import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../../features/auth/hooks/session';
import { ErrorReportExamScreen } from '../../../../features/error-reports/components/ErrorReportExamScreen';
import { AdminPage } from '../../../../layout/AdminPage';

/** Exams with open error reports; page, filters, the show-all toggle and the expanded exam live in the URL. */
function ErrorExamPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  return (
    <AdminPage path="/admin/my-workspace/error-exam">
      {user && <ErrorReportExamScreen search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} viewer={{ uid: user.uid, level: user.level }} />}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/my-workspace/error-exam')({ ...lazySearch(() => import('../../../../features/error-reports/error-reports.search').then((m) => (raw: Record<string, unknown>) => m.ErrorReportExamSearchSchema.parse(raw))), component: ErrorExamPage });
