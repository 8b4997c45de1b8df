import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';

export const Route = createFileRoute('/_admin/exam/admin-chapter-edit')({ component: () => <AdminPage path="/exam/admin-chapter-edit" /> });
