/** /mobile/payment: /payment at 390 px for the mobile app's web view (the same screen, mobile layout and redirects). */
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Box } from '@mantine/core';
import { useSession } from '../../../features/auth/hooks/session';
import { payableProductsQueryOptions } from '../../../features/store/payment/api/get-products';
import { PaymentScreen } from '../../../features/store/payment/components/payment-screen';
import { PublicPage } from '../../../layout/PublicPage';
import { lazySearch } from '../../../components/list/lazy-search';

// Only a customer whose e-mail address is not confirmed yet sees (and loads) the notice.
const EmailConfirmNotice = lazy(() => import('../../../features/auth/components/EmailConfirmNotice').then((m) => ({ default: m.EmailConfirmNotice })));

function MobilePaymentPage() {
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
    <Box maw={390} mx="auto">
      <PublicPage title="모바일 결제" purpose="모바일 앱에서 상품을 결제합니다.">
        <PaymentScreen who={who} mobile consultingApplicationId={search.consulting_application_id} initialGoods={search.goods_code} blocked={blocked} />
      </PublicPage>
    </Box>
  );
}

export const Route = createFileRoute('/_public/mobile/payment')({
  ...lazySearch(() => import('../../../features/store/payment/payment.search').then((m) => m.parsePaymentSearch)),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(payableProductsQueryOptions());
  },
  component: MobilePaymentPage,
});
