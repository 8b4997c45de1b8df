import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';
import { StagingExamList } from '../../../features/question-bank/staging-samples/components/StagingExamList';

/** The staging exam list; page, filters and sort live in the URL. */
function StagingInfoPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage path="/exam/admin-question-staging-info">
      <StagingExamList search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question-staging-info')({ ...lazySearch(() => import('../../../features/question-bank/staging-samples/staging-samples.search').then((m) => (raw: Record<string, unknown>) => m.StagingListSearchSchema.parse(raw))), component: StagingInfoPage });
