import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/my-workspace/question-review')({ component: () => <AdminPage path="/admin/my-workspace/question-review" /> });
