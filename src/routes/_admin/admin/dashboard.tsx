import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/hooks/session';
import { DashboardWelcome } from '../../../features/staff/components/DashboardWelcome';
import { AdminPage } from '../../../layout/AdminPage';
import { navigationFor } from '../../../layout/navigation';
import { ADMIN_SCREENS } from '../../../layout/screens';

function Dashboard() {
  const { user } = useSession();
  if (!user) return null;
  const groups = navigationFor({ realm: 'staff', level: user.level }).map((g) => ({ label: g.label, items: g.items.map((i) => ADMIN_SCREENS[i.screen].title) }));
  return (
    <AdminPage path="/admin/dashboard">
      <DashboardWelcome user={user} groups={groups} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/dashboard')({ component: Dashboard });
