/** /payment/fail: Toss's fail redirect (or a failed confirm): the order as the server says it is, Toss's reason as context, and ordering again. */
import { createFileRoute } from '@tanstack/react-router';
import { parseFailSearch } from '../../../features/store/payment/payment.rules';
import { FailScreen } from '../../../features/store/payment/components/fail-screen';
import { PublicPage } from '../../../layout/PublicPage';

function FailPage() {
  const { code, message, orderId, channel } = Route.useSearch();
  return (
    <PublicPage title="결제 결과" purpose="결제가 완료되지 않은 이유와 주문 상태를 확인하고 다시 주문합니다.">
      <FailScreen code={code} message={message} orderId={orderId} mobile={channel === 'mobile'} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/payment/fail')({
  validateSearch: parseFailSearch,
  component: FailPage,
});
