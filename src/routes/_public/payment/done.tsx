/** /payment/done: the paid order's result. */
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DoneScreen } from '../../../features/store/payment/components/done-screen';
import { PublicPage } from '../../../layout/PublicPage';

const SearchSchema = z.object({ orderId: z.string().max(64).catch(''), channel: z.enum(['web', 'mobile']).optional().catch(undefined) });

function DonePage() {
  const { orderId, channel } = Route.useSearch();
  return (
    <PublicPage title="결제 완료" purpose="결제 결과를 확인합니다.">
      <DoneScreen orderId={orderId} mobile={channel === 'mobile'} />
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/payment/done')({ validateSearch: (raw) => SearchSchema.parse(raw), component: DonePage });
