import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';
import { useSession } from '../../../../features/auth/hooks/session';
import { PermissionScreen } from '../../../../features/staff/permissions/components/permission-screen';

/** 권한 설정 (master): the level filter, searches, sort arrow and page live in the URL (permissions.search.ts). */
function PermissionSettingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  return (
    <AdminPage path="/admin/management/admin-permission-settings">
      <PermissionScreen search={search} onSearch={(next) => navigate({ search: next })} actor={{ uid: user?.uid ?? 0, level: user?.level ?? 0 }} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/management/admin-permission-settings')({ ...lazySearch(() => import('../../../../features/staff/permissions/permissions.search').then((m) => m.parsePermissionSearch)), component: PermissionSettingsRoute });
