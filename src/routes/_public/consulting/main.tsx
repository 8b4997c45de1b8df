import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/_public/consulting/main')({
  component: () => <PublicPage title="입시 컨설팅" purpose="대학·학과를 지역과 계열로 찾고 가·나·다군 지원 대학을 정합니다." />,
});
