/**
 * /admin/admin-consulting: consulting management in tabs. 컨설팅 신청 (issue 10 point 7): the consultants' list of
 * applications with its filters, sort arrow and page in the URL, and one application (`?id=`) with its actions,
 * notes and report; 환산 공식·입결: the universities' score formulas and previous years' cut-offs. The tab is in the URL too (`?tab=`; absent: 컨설팅 신청), so a shared link opens the same view.
 */
import { createFileRoute } from '@tanstack/react-router';
import { Tabs } from '@mantine/core';
import { useSession } from '../../../../features/auth/hooks/session';
import { ApplicationDetailScreen } from '../../../../features/consulting/applications/components/application-detail-screen';
import { ApplicationListScreen } from '../../../../features/consulting/applications/components/application-list-screen';
import type { ApplicationSearch, parseApplicationSearch } from '../../../../features/consulting/applications/applications.search';
import { lazySearch } from '../../../../components/list/lazy-search';
import { FormulaAdmin } from '../../../../features/consulting/scores/components/formula-admin';
import { AdminPage } from '../../../../layout/AdminPage';

/** The tabs of the page; the first is shown when the URL names none. */
const TABS = ['applications', 'formulas'] as const;
type Tab = (typeof TABS)[number];

type Search = ApplicationSearch & { tab?: Tab };

/** The page's search: the applications list's (applications.search.ts) and the tab. */
const searchParser =
  (parseApplications: typeof parseApplicationSearch) =>
  (raw: Record<string, unknown>): Search => {
    const { tab, ...rest } = raw;
    const known = TABS.find((t) => t === tab);
    return { ...parseApplications(rest), ...(known && known !== TABS[0] ? { tab: known } : {}) };
  };

function AdminConsultingRoute() {
  const { tab, ...applications } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useSession();
  const actor = { uid: user?.uid ?? 0, level: user?.level ?? 0 };
  const { id, ...list } = applications;
  return (
    <AdminPage path="/admin/admin-consulting">
      <Tabs value={tab ?? TABS[0]} onChange={(next) => void navigate({ search: next && next !== TABS[0] ? { tab: next as Tab } : {} })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="applications">컨설팅 신청</Tabs.Tab>
          <Tabs.Tab value="formulas">환산 공식·입결</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications" pt="sm">
          {id ? (
            <ApplicationDetailScreen key={id} id={id} actor={actor} onBack={() => void navigate({ search: list })} />
          ) : (
            <ApplicationListScreen search={list} onSearch={(next) => void navigate({ search: next })} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="formulas" pt="sm">
          <FormulaAdmin actor={actor} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/admin-consulting/')({
  ...lazySearch(() => import('../../../../features/consulting/applications/applications.search').then((m) => searchParser(m.parseApplicationSearch))),
  component: AdminConsultingRoute,
});
