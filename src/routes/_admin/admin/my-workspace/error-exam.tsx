import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/my-workspace/error-exam')({ component: () => <AdminPage path="/admin/my-workspace/error-exam" /> });
