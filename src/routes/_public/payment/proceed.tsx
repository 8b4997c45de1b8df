/** /payment/proceed: Toss's success redirect; confirms the payment (or registers the card) and moves on, or says why the server refused it. */
import { createFileRoute } from '@tanstack/react-router';
import { lazySearch } from '../../../components/list/lazy-search';
import { ProceedScreen } from '../../../features/store/payment/components/proceed-screen';
import { PublicPage } from '../../../layout/PublicPage';

function ProceedPage() {
  const search = Route.useSearch();
  return (
    <PublicPage title="결제 진행" purpose="결제 대행사 인증 후 결제를 마칩니다.">
      <ProceedScreen search={search} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/payment/proceed')({
  ...lazySearch(() => import('../../../features/store/payment/payment.search').then((m) => m.parseProceedSearch)),
  component: ProceedPage,
});
