import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/admin-product/hide')({ component: () => <AdminPage path="/admin/admin-product/hide" /> });
