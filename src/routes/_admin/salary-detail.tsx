import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { searchValidator } from '../../components/list/search-params';
import { useSession } from '../../features/auth/hooks/session';
import { seoulMonth } from '../../features/staff/pay.rules';
import { SalaryScreen } from '../../features/staff/pay/components/salary-screen';
import { AdminPage } from '../../layout/AdminPage';

const SearchSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional(),
  tab: z.enum(['mine', 'team']).optional(),
  user: z.coerce.number().int().positive().optional(),
});

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

export const Route = createFileRoute('/_admin/salary-detail')({ validateSearch: searchValidator(SearchSchema), component: SalaryDetail });
