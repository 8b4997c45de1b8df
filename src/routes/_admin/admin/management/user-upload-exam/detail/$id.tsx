import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { AdminPage } from '../../../../../../layout/AdminPage';
import { useSession } from '../../../../../../features/auth/hooks/session';
import { TestPaperDetailScreen } from '../../../../../../features/test-papers/components/test-paper-detail-screen';

/** 업로드 시험지 상세: the paper of `:id` in the viewer, with its fields, review actions and history. */
function UserUploadExamDetailRoute() {
  const { id } = Route.useParams();
  const { user } = useSession();
  const paperId = /^\d+$/.test(id) ? Number(id) : null;
  return (
    <AdminPage path="/admin/management/user-upload-exam/detail/$id">
      {paperId === null || paperId < 1 ? (
        <Alert color="red" title="잘못된 주소입니다" role="alert">
          시험지 번호 &lsquo;{id}&rsquo;은(는) 올바르지 않습니다.
        </Alert>
      ) : (
        <TestPaperDetailScreen key={paperId} id={paperId} actor={{ uid: user?.uid ?? 0, level: user?.level ?? 0 }} />
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/management/user-upload-exam/detail/$id')({ component: UserUploadExamDetailRoute });
