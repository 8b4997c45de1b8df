/** /payment: pick a product (or pay a consulting application), apply a coupon and pay through Toss (issue 11 points 3, 4). */
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { lazySearch } from '../../../components/list/lazy-search';
import { useSession } from '../../../features/auth/hooks/session';
import { payableProductsQueryOptions } from '../../../features/store/payment/api/get-products';
import { PaymentScreen } from '../../../features/store/payment/components/payment-screen';
import { PublicPage } from '../../../layout/PublicPage';

// Only a customer whose e-mail address is not confirmed yet sees (and loads) the notice.
const EmailConfirmNotice = lazy(() => import('../../../features/auth/components/EmailConfirmNotice').then((m) => ({ default: m.EmailConfirmNotice })));

function PaymentPage() {
  const { status, restoring, user } = useSession();
  const search = Route.useSearch();
  const who = restoring ? 'restoring' : status === 'customer' ? 'customer' : status === 'admin' ? 'staff' : 'visitor';
  // A customer buys once the e-mail address is confirmed (README "Sign-in"): until then the notice, and no paying.
  const blocked =
    who === 'customer' && user && !user.email_confirmed ? (
      <Suspense fallback={null}>
        <EmailConfirmNotice what="결제" />
      </Suspense>
    ) : undefined;
  return (
    <PublicPage title="결제" purpose="상품과 쿠폰을 확인하고 결제합니다.">
      <PaymentScreen who={who} mobile={false} consultingApplicationId={search.consulting_application_id} initialGoods={search.goods_code} blocked={blocked} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/payment/')({
  ...lazySearch(() => import('../../../features/store/payment/payment.search').then((m) => m.parsePaymentSearch)),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(payableProductsQueryOptions());
  },
  component: PaymentPage,
});
