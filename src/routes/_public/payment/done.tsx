/** /payment/done: the order's result as the server says it is (a paid order, or its state and what to do; an order not found is not a success). */
import { createFileRoute } from '@tanstack/react-router';
import { lazySearch } from '../../../components/list/lazy-search';
import { DoneScreen } from '../../../features/store/payment/components/done-screen';
import { PublicPage } from '../../../layout/PublicPage';

function DonePage() {
  const { orderId, channel } = Route.useSearch();
  return (
    <PublicPage title="결제 결과" purpose="주문의 결제 결과를 확인합니다.">
      <DoneScreen orderId={orderId} mobile={channel === 'mobile'} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/payment/done')({
  ...lazySearch(() => import('../../../features/store/payment/payment.search').then((m) => m.parseDoneSearch)),
  component: DonePage,
});
