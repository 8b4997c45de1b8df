import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/apply/')({
  component: () => <PublicPage title="컨설팅 신청" purpose="AI 입시 컨설팅을 신청합니다." />,
});
