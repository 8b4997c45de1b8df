import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../layout/AdminPage';
import { useSession } from '../../../features/auth/hooks/session';
import { WorkCalendarScreen } from '../../../features/staff/calendar/components/work-calendar-screen';

/** 근무 캘린더: the month shown and the view ("나의 일정") live in the URL (calendar.rules.ts); the session says who is looking. */
function WorkCalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  return (
    <AdminPage path="/admin/work-calendar">
      <WorkCalendarScreen search={search} onSearch={(next) => navigate({ search: next })} viewer={user ? { uid: user.uid, level: user.level } : null} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/work-calendar')({ ...lazySearch(() => import('../../../features/staff/calendar/calendar.rules').then((m) => m.parseCalendarSearch)), component: WorkCalendarRoute });
