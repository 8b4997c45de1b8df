import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/consulting/event/page')({
  component: () => <PublicPage title="컨설팅 이벤트" purpose="입시 컨설팅 이벤트 안내입니다." />,
});
