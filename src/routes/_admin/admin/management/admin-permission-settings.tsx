import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/management/admin-permission-settings')({ component: () => <AdminPage path="/admin/management/admin-permission-settings" /> });
