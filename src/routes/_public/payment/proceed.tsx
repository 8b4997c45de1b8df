import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/_public/payment/proceed')({
  component: () => <PublicPage title="결제 진행" purpose="결제 대행사 인증 후 결제를 마칩니다." />,
});
