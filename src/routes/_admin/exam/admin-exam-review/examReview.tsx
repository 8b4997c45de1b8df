import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/exam/admin-exam-review/examReview')({ component: () => <AdminPage path="/exam/admin-exam-review/examReview" /> });
