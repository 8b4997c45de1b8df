/** /payment/proceed: Toss's success redirect; confirms the payment (or registers the card) and moves on. */
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ProceedScreen } from '../../../features/store/payment/components/proceed-screen';
import { PublicPage } from '../../../layout/PublicPage';

const text = z.string().max(300).optional().catch(undefined);
const SearchSchema = z.object({
  paymentKey: text,
  orderId: text,
  amount: z.coerce.number().int().min(0).optional().catch(undefined),
  authKey: text,
  customerKey: text,
  goods_code: text,
  channel: z.enum(['web', 'mobile']).optional().catch(undefined),
});

function ProceedPage() {
  const search = Route.useSearch();
  return (
    <PublicPage title="결제 진행" purpose="결제 대행사 인증 후 결제를 마칩니다.">
      <ProceedScreen search={search} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/payment/proceed')({ validateSearch: (raw) => SearchSchema.parse(raw), component: ProceedPage });
