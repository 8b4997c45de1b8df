import { lazySearch } from '../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../features/auth/hooks/session';
import { seoulMonth } from '../../features/staff/pay.rules';
import { SalaryScreen } from '../../features/staff/pay/components/salary-screen';
import { AdminPage } from '../../layout/AdminPage';

/** 급여 내역: the month, the tab and the person are kept in the URL. */
function SalaryDetail() {
  const { user } = useSession();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage path="/salary-detail">
      {user && (
        <SalaryScreen
          actor={{ uid: user.uid, level: user.level }}
          search={{ month: search.month ?? seoulMonth(new Date()), tab: search.tab ?? 'mine', user: search.user }}
          onSearch={(next) => navigate({ search: { month: next.month, tab: next.tab === 'mine' ? undefined : next.tab, user: next.user } })}
        />
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/salary-detail')({
  ...lazySearch(() => import('../../features/staff/pay/pay.search').then((m) => m.parseSalarySearch)),
  component: SalaryDetail,
});
