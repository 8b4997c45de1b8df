import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../layout/PublicPage';

export const Route = createFileRoute('/_public/post')({
  component: () => <PublicPage title="게시글" purpose="공지와 입시 소식을 읽습니다." />,
});
