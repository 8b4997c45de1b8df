import { lazySearch } from '../../../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../../../layout/AdminPage';
import { TestPaperListScreen } from '../../../../../features/test-papers/components/test-paper-list-screen';

/** 사용자 업로드 시험지: the filter groups, sort arrow and page live in the URL (test-papers.search.ts). */
function UserUploadExamRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage path="/admin/management/user-upload-exam">
      <TestPaperListScreen search={search} onSearch={(next) => navigate({ search: next })} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/management/user-upload-exam/')({ ...lazySearch(() => import('../../../../../features/test-papers/test-papers.search').then((m) => m.parseTestPaperSearch)), component: UserUploadExamRoute });
