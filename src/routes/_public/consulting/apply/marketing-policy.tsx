import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/apply/marketing-policy')({
  component: () => <PublicPage title="마케팅 정보 수신 동의" purpose="이벤트·혜택 안내 수신에 대한 안내입니다." />,
});
