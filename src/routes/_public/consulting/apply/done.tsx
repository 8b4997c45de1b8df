/** /consulting/apply/done: the application just sent (`?id=`), what happens next, and the payment notice of a priced service. */
import { createFileRoute } from '@tanstack/react-router';
import { lazySearch } from '../../../../components/list/lazy-search';
import { useSession } from '../../../../features/auth/hooks/session';
import { ApplyDone } from '../../../../features/consulting/applications/components/apply-result';
import { PublicPage } from '../../../../layout/PublicPage';

function DonePage() {
  const { id } = Route.useSearch();
  const { status } = useSession();
  return (
    <PublicPage title="신청 완료" purpose="컨설팅 신청 결과를 확인합니다.">
      <ApplyDone id={id ?? null} signedIn={status === 'customer'} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/consulting/apply/done')({
  ...lazySearch(() => import('../../../../features/consulting/applications/apply.search').then((m) => m.parseApplyDoneSearch)),
  component: DonePage,
});
