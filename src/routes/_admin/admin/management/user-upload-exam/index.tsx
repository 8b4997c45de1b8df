import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/admin/management/user-upload-exam/')({ component: () => <AdminPage path="/admin/management/user-upload-exam" /> });
