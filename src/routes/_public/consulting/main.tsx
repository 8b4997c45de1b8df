/**
 * /consulting/main: the admission-consulting search and the chosen list (issue 10 points 3, 4 and 8). The
 * filters are the URL's search params (src/features/consulting/consulting.search.ts); the search is prefetched
 * with the screen's own query options. The session is read here and handed to the chosen-list provider (a
 * feature never imports another): signed-in customers choose majors into 가/나/다군 from the result rows, see the
 * list in the "지원 목록" tab, and open it anywhere from the floating widget.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, Center, Group, Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../features/auth/hooks/session';
import { consultingSearchQueryOptions } from '../../../features/consulting/api/get-consulting-search';
import { ChoicesProvider } from '../../../features/consulting/choices/components/choices-provider';
import { ConsultingWidget } from '../../../features/consulting/choices/components/consulting-widget';
import { ConsultingSearchScreen } from '../../../features/consulting/components/consulting-search-screen';
import { consultingSearchQuery } from '../../../features/consulting/consulting.search';
import { lazySearch } from '../../../components/list/lazy-search';
import { PublicPage } from '../../../layout/PublicPage';

// Issue 13 point 4: the chosen list (its tab), and the converted scores in it, load when first shown.
const ChosenList = lazy(() => import('../../../features/consulting/choices/components/chosen-list').then((m) => ({ default: m.ChosenList })));
const ScoreSummary = lazy(() => import('../../../features/consulting/scores/components/score-summary').then((m) => ({ default: m.ScoreSummary })));

function ConsultingMainPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const [tab, setTab] = useState<string | null>('search');
  // The chosen list stays mounted once shown (as the tabs keep their panels).
  const [chosenShown, setChosenShown] = useState(false);
  if (tab === 'chosen' && !chosenShown) setChosenShown(true);
  return (
    <ChoicesProvider
      session={session}
      renderConvertedScore={(choice) => (
        <Suspense fallback={<Loader size="xs" aria-label="불러오는 중" />}>
          <ScoreSummary target={{ choiceId: choice.id }} />
        </Suspense>
      )}
    >
      <PublicPage title="입시 컨설팅" purpose="대학·학과를 지역, 계열, 가·나·다군과 이름으로 찾고, 지원할 학과를 군별로 담아 비교합니다.">
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="search">대학·학과 찾기</Tabs.Tab>
            <Tabs.Tab value="chosen">지원 목록</Tabs.Tab>
            <Group gap="xs" ml="auto">
              <Button component={Link} to="/consulting/exams" variant="subtle" size="compact-sm">
                내 모의고사
              </Button>
              <Button component={Link} to="/consulting/apply" variant="light" size="compact-sm">
                컨설팅 신청
              </Button>
            </Group>
          </Tabs.List>
          <Tabs.Panel value="search">
            <ConsultingSearchScreen search={search} onSearch={(update) => navigate({ search: (prev) => update(prev), replace: false })} />
          </Tabs.Panel>
          <Tabs.Panel value="chosen">
            {chosenShown && (
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader size="sm" aria-label="불러오는 중" />
                  </Center>
                }
              >
                <ChosenList layout="columns" />
              </Suspense>
            )}
          </Tabs.Panel>
        </Tabs>
      </PublicPage>
      <ConsultingWidget />
    </ChoicesProvider>
  );
}

export const Route = createFileRoute('/_public/consulting/main')({
  ...lazySearch(() => import('../../../features/consulting/consulting.search').then((m) => m.parseConsultingSearch)),
  // The search itself (not its query): turning it into the call's query needs the contract, which the loader's own
  // chunk brings (the first chunk keeps loaderDeps).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(consultingSearchQueryOptions(consultingSearchQuery(deps)));
  },
  component: ConsultingMainPage,
});
