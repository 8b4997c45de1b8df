import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/exam/admin-question-edit2')({ component: () => <AdminPage path="/exam/admin-question-edit2" /> });
