import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../layout/PublicPage';

export const Route = createFileRoute('/_public/test')({
  component: () => <PublicPage title="모의 테스트" purpose="문항을 풀어 보며 실력을 점검합니다." />,
});
