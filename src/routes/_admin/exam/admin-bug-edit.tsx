import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/exam/admin-bug-edit')({ component: () => <AdminPage path="/exam/admin-bug-edit" /> });
