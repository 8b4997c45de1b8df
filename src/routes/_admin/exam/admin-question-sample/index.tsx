import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';
import { SampleList } from '../../../../features/question-bank/staging-samples/components/SampleList';

/** Sample questions of every state. */
export const Route = createFileRoute('/_admin/exam/admin-question-sample/')({
  component: () => (
    <AdminPage path="/exam/admin-question-sample">
      <SampleList />
    </AdminPage>
  ),
});
