import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../layout/AdminPage';
import { useSession } from '../../../../features/auth/hooks/session';
import { PaymentAdminScreen } from '../../../../features/store/admin/components/payment-admin-screen';

/** 결제 관리: the tab, the order filters, sort, page and the open order live in the URL (admin-payments.search.ts). */
function AppPaymentRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  return (
    <AdminPage path="/admin/app-payment/main">
      <PaymentAdminScreen search={search} onSearch={(next) => navigate({ search: next })} actor={{ uid: user?.uid ?? 0, level: user?.level ?? 0 }} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/app-payment/main')({ ...lazySearch(() => import('../../../../features/store/admin/admin-payments.search').then((m) => m.parsePaymentSearch)), component: AppPaymentRoute });
