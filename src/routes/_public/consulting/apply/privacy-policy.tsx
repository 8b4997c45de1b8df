import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/apply/privacy-policy')({
  component: () => <PublicPage title="개인정보 수집·이용 동의" purpose="컨설팅 신청에 필요한 개인정보 수집·이용에 대한 안내입니다." />,
});
