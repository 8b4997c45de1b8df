/**
 * /consulting/apply: the consulting services with prices, and for a signed-in student or parent the application
 * form and their own applications (issue 10 point 7). `?service_id=` (or the event page's older `?service=`)
 * picks a service to start with: /payment sends a customer who picked a consulting product here, and a customer
 * who already has an open application of that service is shown it instead of the form. Sending goes to /consulting/apply/done, a duplicate or a failure to /consulting/apply/failure.
 */
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Loader } from '@mantine/core';
import { lazySearch } from '../../../../components/list/lazy-search';
import { useSession } from '../../../../features/auth/hooks/session';
import { consultingServicesQueryOptions } from '../../../../features/consulting/applications/api/get-consulting-services';
import { ApplyScreen } from '../../../../features/consulting/applications/components/apply-screen';
import { ConsultingWidget } from '../../../../features/consulting/choices/components/consulting-widget';
import { useIsMobile } from '../../../../layout/breakpoints';
import { PublicPage } from '../../../../layout/PublicPage';

// Issue 13 point 4: the converted scores (in the widget's detail view) load when first shown.
const ScoreSummary = lazy(() => import('../../../../features/consulting/scores/components/score-summary').then((m) => ({ default: m.ScoreSummary })));

function ApplyPage() {
  const session = useSession();
  const { status, restoring } = session;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const mobile = useIsMobile();
  const who = restoring ? 'restoring' : status === 'customer' ? 'customer' : status === 'admin' ? 'staff' : 'visitor';
  return (
    <PublicPage title="컨설팅 신청" purpose="AI 입시 컨설팅을 신청합니다. 담아 둔 지원 목록과 모의고사 성적이 함께 전달됩니다.">
      <ApplyScreen
        who={who}
        mobile={mobile}
        initialService={search.service_id ?? search.service}
        onDone={({ id }) => void navigate({ to: '/consulting/apply/done', search: { id } })}
        onFailure={(reason) => void navigate({ to: '/consulting/apply/failure', search: { reason } })}
      />
      <ConsultingWidget session={session} renderConvertedScore={(choice) => (
          <Suspense fallback={<Loader size="xs" aria-label="불러오는 중" />}>
            <ScoreSummary target={{ choiceId: choice.id }} />
          </Suspense>
        )}
      />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/consulting/apply/')({
  ...lazySearch(() => import('../../../../features/consulting/applications/apply.search').then((m) => m.parseApplySearch)),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(consultingServicesQueryOptions());
  },
  component: ApplyPage,
});
