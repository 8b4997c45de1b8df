/** /consulting/apply/failure: why an application did not go through (`?reason=duplicate|error`) and how to go on. */
import { createFileRoute } from '@tanstack/react-router';
import { parseApplyFailureSearch } from '../../../../features/consulting/applications/apply-failure.search';
import { ApplyFailure } from '../../../../features/consulting/applications/components/apply-failure';
import { PublicPage } from '../../../../layout/PublicPage';

function FailurePage() {
  const { reason } = Route.useSearch();
  return (
    <PublicPage title="신청 실패" purpose="컨설팅 신청이 완료되지 않았을 때의 안내입니다.">
      <ApplyFailure reason={reason} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/consulting/apply/failure')({
  validateSearch: parseApplyFailureSearch,
  component: FailurePage,
});
