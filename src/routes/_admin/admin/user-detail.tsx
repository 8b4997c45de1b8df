import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';
import { useSession } from '../../../features/auth/hooks/session';
import { UserListScreen } from '../../../features/staff/users/components/user-list-screen';

/** 사용자 관리: the filters, sort arrow, page and the open user's detail live in the URL (users.search.ts). */
function UserDetailRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  return (
    <AdminPage path="/admin/user-detail">
      <UserListScreen search={search} onSearch={(next) => navigate({ search: next })} actor={{ uid: user?.uid ?? 0, level: user?.level ?? 0 }} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/user-detail')({ ...lazySearch(() => import('../../../features/staff/users/users.search').then((m) => m.parseUserSearch)), component: UserDetailRoute });
