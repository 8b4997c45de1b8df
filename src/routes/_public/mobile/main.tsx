import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../../layout/PublicPage';

export const Route = createFileRoute('/_public/mobile/main')({
  component: () => <PublicPage title="모바일 메인" purpose="모바일 앱 사용자를 위한 시작 화면입니다." />,
});
