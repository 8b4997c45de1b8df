import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';
import { StagingExamList } from '../../../features/question-bank/staging-samples/components/StagingExamList';
import { StagingListSearchSchema } from '../../../features/question-bank/staging-samples/staging-samples.search';

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

export const Route = createFileRoute('/_admin/exam/admin-question-staging-info')({ validateSearch: StagingListSearchSchema, component: StagingInfoPage });
