import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { useSession } from '../../../features/auth/hooks/session';
import { BugEditScreen } from '../../../features/question-bank/bugs/components/BugEditScreen';
import { BugEditSearchSchema } from '../../../features/question-bank/bugs/bugs.search';
import { AdminPage } from '../../../layout/AdminPage';

/** One error report and its question (?error_id=). */
function BugEditPage() {
  const { error_id } = Route.useSearch();
  const { user } = useSession();
  return (
    <AdminPage path="/exam/admin-bug-edit">
      {!error_id ? (
        <Alert color="yellow">처리할 신고를 오류 신고 시험 목록에서 고르세요.</Alert>
      ) : (
        user && <BugEditScreen errorId={error_id} viewer={{ uid: user.uid, level: user.level }} />
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-bug-edit')({ validateSearch: BugEditSearchSchema, component: BugEditPage });
