import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../../features/auth/hooks/session';
import { ReviewListScreen } from '../../../../features/review/components/ReviewListScreen';
import type { ReviewSearch } from '../../../../features/review/hooks/review-search';
import { REVIEWED_TABS } from '../../../../features/review/review.rules';
import { AdminPage } from '../../../../layout/AdminPage';

const EMPTY: Record<number, string> = { 4: '검수 완료한 시험이 없습니다.', 5: '최종 완료된 시험이 없습니다.' };

/** Reviewed exams (검수 완료, 최종 완료): a reviewer's own unless "전체 보기" is on; the master sees everyone's. */
function ExamReview() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  return (
    <AdminPage path="/admin/my-workspace/exam-review">
      <ReviewListScreen
        tabs={REVIEWED_TABS}
        search={search}
        onSearch={(next: ReviewSearch) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        actor={{ uid: user?.uid ?? 0, level: user?.level ?? 0 }}
        emptyText={(code) => EMPTY[code] ?? '시험이 없습니다.'}
      />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/my-workspace/exam-review')({ ...lazySearch(() => import('../../../../features/review/hooks/review-search').then((m) => m.parseReviewSearch)), component: ExamReview });
