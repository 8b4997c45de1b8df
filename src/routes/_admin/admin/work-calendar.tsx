import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/work-calendar')({ component: () => <AdminPage path="/admin/work-calendar" /> });
