import { createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '../layout/AdminShell';

/** Admin workspace pages inside the shell; without a staff session the shell sends the user to /admin/auth/login. */
export const Route = createFileRoute('/_admin')({ component: AdminShell });
