import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';
import { StagingExamEditor } from '../../../features/question-bank/staging-samples/components/StagingExamEditor';

/** The staging exam editor for `?id=`. */
function EditStagingPage() {
  const { id } = Route.useSearch();
  return (
    <AdminPage path="/exam/admin-question-edit-staging">
      <StagingExamEditor id={id} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question-edit-staging')({ ...lazySearch(() => import('../../../features/question-bank/staging-samples/staging-samples.search').then((m) => (raw: Record<string, unknown>) => m.StagingEditSearchSchema.parse(raw))), component: EditStagingPage });
