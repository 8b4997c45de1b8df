/**
 * /consulting/main: the admission-consulting search (issue 10). The filters are the URL's search params
 * (src/features/consulting/consulting.search.ts); the search is prefetched with the screen's own query options.
 */
import { createFileRoute } from '@tanstack/react-router';
import { consultingSearchQueryOptions } from '../../../features/consulting/api/get-consulting-search';
import { ConsultingSearchScreen } from '../../../features/consulting/components/consulting-search-screen';
import { consultingSearchQuery, parseConsultingSearch } from '../../../features/consulting/consulting.search';
import { PublicPage } from '../../../layout/PublicPage';

function ConsultingMainPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PublicPage title="입시 컨설팅" purpose="대학·학과를 지역, 계열, 가·나·다군과 이름으로 찾습니다.">
      <ConsultingSearchScreen search={search} onSearch={(update) => navigate({ search: (prev) => update(prev), replace: false })} />
    </PublicPage>
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
