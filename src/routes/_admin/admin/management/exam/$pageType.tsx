import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/management/exam/$pageType')({ component: () => <AdminPage path="/admin/management/exam/$pageType" /> });
