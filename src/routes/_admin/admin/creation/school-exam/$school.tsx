import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/creation/school-exam/$school')({ component: () => <AdminPage path="/admin/creation/school-exam/$school" /> });
