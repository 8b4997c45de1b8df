import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/creation/textbook/$schoolType')({ component: () => <AdminPage path="/admin/creation/textbook/$schoolType" /> });
