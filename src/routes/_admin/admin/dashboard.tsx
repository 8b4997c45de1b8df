/**
 * /admin/dashboard by role (issue 8 point 3): administrators see the team's dashboard, a teacher (level 2)
 * their classification work, other staff (levels 1 and 3) their own work; without a level yet, the greeting
 * says a master must raise it. The chosen window (weeks) lives in the URL.
 */
import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { Stack } from '@mantine/core';
import { useSession } from '../../../features/auth/hooks/session';
import { DashboardGreeting, DashboardWelcome } from '../../../features/staff/components/DashboardWelcome';
import { AdminDashboard } from '../../../features/staff/dashboards/components/admin-dashboard';
import { TeacherDashboard } from '../../../features/staff/dashboards/components/teacher-dashboard';
import { UserDashboard } from '../../../features/staff/dashboards/components/user-dashboard';
import { dashboardFor, DEFAULT_WEEKS } from '../../../features/staff/dashboards/dashboards.rules';
import { AdminPage } from '../../../layout/AdminPage';
import { navigationFor } from '../../../layout/navigation';
import { ADMIN_SCREENS } from '../../../layout/screens';

const BOARDS = { admin: AdminDashboard, teacher: TeacherDashboard, user: UserDashboard } as const;

function Dashboard() {
  const { user } = useSession();
  const { weeks = DEFAULT_WEEKS } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  const kind = dashboardFor({ realm: 'staff', level: user.level });
  if (kind === 'none') {
    const groups = navigationFor({ realm: 'staff', level: user.level }).map((g) => ({ label: g.label, items: g.items.map((i) => ADMIN_SCREENS[i.screen].title) }));
    return (
      <AdminPage path="/admin/dashboard">
        <DashboardWelcome user={user} groups={groups} />
      </AdminPage>
    );
  }
  const Board = BOARDS[kind];
  return (
    <AdminPage path="/admin/dashboard">
      <Stack gap="md">
        <DashboardGreeting user={user} />
        <Board weeks={weeks} onWeeksChange={(w) => navigate({ search: { weeks: w === DEFAULT_WEEKS ? undefined : w }, replace: true })} />
      </Stack>
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/dashboard')({
  ...lazySearch(() => import('../../../features/staff/dashboards/dashboards.search').then((m) => m.parseDashboardSearch)),
  component: Dashboard,
});
