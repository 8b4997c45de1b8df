import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { useSession } from '../../../../features/auth/hooks/session';
import { ExamReviewScreen } from '../../../../features/review/components/ExamReviewScreen';
import { AdminPage } from '../../../../layout/AdminPage';

/** The guided review of one exam (?id=exam subject). */
function ExamReview() {
  const { id } = Route.useSearch();
  const { user } = useSession();
  return (
    <AdminPage path="/exam/admin-exam-review/examReview">
      {id ? <ExamReviewScreen key={id} examSubjectId={id} actor={{ uid: user?.uid ?? 0, level: user?.level ?? 0 }} /> : <Alert color="yellow">검수할 시험을 검수 목록에서 고르세요.</Alert>}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-exam-review/examReview')({
  ...lazySearch(() => import('../../../../features/review/hooks/review-search').then((m) => m.parseExamReviewSearch)),
  component: ExamReview,
});
