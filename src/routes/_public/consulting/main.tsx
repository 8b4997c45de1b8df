/**
 * /consulting/main: the admission-consulting search and the chosen list (issue 10 points 3, 4 and 8). The
 * filters are the URL's search params (src/features/consulting/consulting.search.ts); the search is prefetched
 * with the screen's own query options. The session is read here and handed to the chosen-list provider (a
 * feature never imports another): signed-in customers choose majors into 가/나/다군 from the result rows, see the
 * list in the "지원 목록" tab, and open it anywhere from the floating widget.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, Group, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../../features/auth/hooks/session';
import { consultingSearchQueryOptions } from '../../../features/consulting/api/get-consulting-search';
import { ChoicesProvider } from '../../../features/consulting/choices/components/choices-provider';
import { ChosenList } from '../../../features/consulting/choices/components/chosen-list';
import { ConsultingWidget } from '../../../features/consulting/choices/components/consulting-widget';
import { ConsultingSearchScreen } from '../../../features/consulting/components/consulting-search-screen';
import { ScoreSummary } from '../../../features/consulting/scores/components/score-summary';
import { consultingSearchQuery, parseConsultingSearch } from '../../../features/consulting/consulting.search';
import { PublicPage } from '../../../layout/PublicPage';

function ConsultingMainPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const [tab, setTab] = useState<string | null>('search');
  return (
    <ChoicesProvider session={session} renderConvertedScore={(choice) => <ScoreSummary target={{ choiceId: choice.id }} />}>
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
            <ChosenList layout="columns" />
          </Tabs.Panel>
        </Tabs>
      </PublicPage>
      <ConsultingWidget />
    </ChoicesProvider>
  );
}

export const Route = createFileRoute('/_public/consulting/main')({
  validateSearch: parseConsultingSearch,
  loaderDeps: ({ search }) => consultingSearchQuery(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(consultingSearchQueryOptions(deps));
  },
  component: ConsultingMainPage,
});
