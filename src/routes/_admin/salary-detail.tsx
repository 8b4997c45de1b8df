import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../layout/AdminPage';

export const Route = createFileRoute('/_admin/salary-detail')({ component: () => <AdminPage path="/salary-detail" /> });
