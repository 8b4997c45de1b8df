import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/apply/done')({
  component: () => <PublicPage title="신청 완료" purpose="컨설팅 신청 결과를 확인합니다." />,
});
