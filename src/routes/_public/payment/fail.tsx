import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/_public/payment/fail')({
  component: () => <PublicPage title="결제 실패" purpose="결제가 완료되지 않았을 때의 안내입니다." />,
});
