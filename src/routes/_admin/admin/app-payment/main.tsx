import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/app-payment/main')({ component: () => <AdminPage path="/admin/app-payment/main" /> });
