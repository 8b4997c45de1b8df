import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { useSession } from '../../../features/auth/hooks/session';
import { ErrorReportEditScreen } from '../../../features/error-reports/components/ErrorReportEditScreen';
import { AdminPage } from '../../../layout/AdminPage';

/** One error report and its question (?error_id=). */
function ErrorReportEditPage() {
  const { error_id } = Route.useSearch();
  const { user } = useSession();
  return (
    <AdminPage path="/exam/admin-bug-edit">
      {!error_id ? (
        <Alert color="yellow">처리할 신고를 오류 신고 시험 목록에서 고르세요.</Alert>
      ) : (
        user && <ErrorReportEditScreen errorId={error_id} viewer={{ uid: user.uid, level: user.level }} />
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-bug-edit')({ ...lazySearch(() => import('../../../features/error-reports/error-reports.search').then((m) => (raw: Record<string, unknown>) => m.ErrorReportEditSearchSchema.parse(raw))), component: ErrorReportEditPage });
