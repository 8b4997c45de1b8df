/** /payment/history: 결제 내역 — the signed-in customer's pass, orders (영수증, 환불 요청) and coupons. */
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/hooks/session';
import { MyMoneyScreen } from '../../../features/store/account/components/my-money-screen';
import { PublicPage } from '../../../layout/PublicPage';

function HistoryPage() {
  const { status, restoring } = useSession();
  const who = restoring ? 'restoring' : status === 'customer' ? 'customer' : status === 'admin' ? 'staff' : 'visitor';
  return (
    <PublicPage title="결제 내역" purpose="주문과 영수증, 무제한 이용권의 정기결제, 환불 요청과 쿠폰을 확인합니다.">
      <MyMoneyScreen who={who} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/payment/history')({ component: HistoryPage });
