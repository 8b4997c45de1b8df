import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/_public/payment/done')({
  component: () => <PublicPage title="결제 완료" purpose="결제 결과를 확인합니다." />,
});
