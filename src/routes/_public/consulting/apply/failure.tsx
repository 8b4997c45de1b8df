import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/apply/failure')({
  component: () => <PublicPage title="신청 실패" purpose="컨설팅 신청이 완료되지 않았을 때의 안내입니다." />,
});
