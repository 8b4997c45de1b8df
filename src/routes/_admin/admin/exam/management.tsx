import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/exam/management')({ component: () => <AdminPage path="/admin/exam/management" /> });
