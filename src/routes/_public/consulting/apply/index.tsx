/**
 * /consulting/apply: the consulting services with prices, and for a signed-in student or parent the application
 * form and their own applications (issue 10 point 7). `?service=` picks a service to start with (the event
 * page's links). Sending goes to /consulting/apply/done, a duplicate or a failure to /consulting/apply/failure.
 */
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useSession } from '../../../../features/auth/hooks/session';
import { consultingServicesQueryOptions } from '../../../../features/consulting/applications/api/get-consulting-services';
import { ApplyScreen } from '../../../../features/consulting/applications/components/apply-screen';
import { ConsultingWidget } from '../../../../features/consulting/choices/components/consulting-widget';
import { ScoreSummary } from '../../../../features/consulting/scores/components/score-summary';
import { useIsMobile } from '../../../../layout/breakpoints';
import { PublicPage } from '../../../../layout/PublicPage';

const SearchSchema = z.object({ service: z.coerce.number().int().min(1).optional().catch(undefined) });

function ApplyPage() {
  const session = useSession();
  const { status, restoring } = session;
  const { service } = Route.useSearch();
  const navigate = Route.useNavigate();
  const mobile = useIsMobile();
  const who = restoring ? 'restoring' : status === 'customer' ? 'customer' : status === 'admin' ? 'staff' : 'visitor';
  return (
    <PublicPage title="컨설팅 신청" purpose="AI 입시 컨설팅을 신청합니다. 담아 둔 지원 목록과 모의고사 성적이 함께 전달됩니다.">
      <ApplyScreen
        who={who}
        mobile={mobile}
        initialService={service}
        onDone={({ id }) => void navigate({ to: '/consulting/apply/done', search: { id } })}
        onFailure={(reason) => void navigate({ to: '/consulting/apply/failure', search: { reason } })}
      />
      <ConsultingWidget session={session} renderConvertedScore={(choice) => <ScoreSummary target={{ choiceId: choice.id }} />} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/consulting/apply/')({
  validateSearch: (raw) => SearchSchema.parse(raw),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(consultingServicesQueryOptions());
  },
  component: ApplyPage,
});
