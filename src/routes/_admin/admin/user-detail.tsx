import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/user-detail')({ component: () => <AdminPage path="/admin/user-detail" /> });
