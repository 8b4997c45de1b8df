import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/_public/payment/')({
  component: () => <PublicPage title="결제" purpose="상품과 쿠폰을 확인하고 결제합니다." />,
});
