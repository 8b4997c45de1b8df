import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/_public/mobile/payment')({
  component: () => <PublicPage title="모바일 결제" purpose="모바일 앱에서 상품을 결제합니다." />,
});
