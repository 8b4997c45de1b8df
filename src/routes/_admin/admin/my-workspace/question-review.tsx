import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSession } from '../../../../features/auth/hooks/session';
import { ReviewListScreen } from '../../../../features/review/components/ReviewListScreen';
import type { ReviewSearch } from '../../../../features/review/hooks/review-search';
import { REVIEW_TABS } from '../../../../features/review/review.rules';
import { AdminPage } from '../../../../layout/AdminPage';

const EMPTY: Record<number, string> = { 2: '검수 대기 중인 시험이 없습니다.', 3: '보류한 시험이 없습니다.', 4: '검수 완료한 시험이 없습니다.', 5: '최종 완료된 시험이 없습니다.' };

/** The reviewer lists: one tab per admin_check (검수 대기, 보류, 검수 완료, 최종 완료), all of it in the URL. */
function QuestionReview() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  return (
    <AdminPage path="/admin/my-workspace/question-review">
      <ReviewListScreen
        tabs={REVIEW_TABS}
        search={search}
        onSearch={(next: ReviewSearch) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        actor={{ uid: user?.uid ?? 0, level: user?.level ?? 0 }}
        emptyText={(code) => EMPTY[code] ?? '시험이 없습니다.'}
      />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/my-workspace/question-review')({ ...lazySearch(() => import('../../../../features/review/hooks/review-search').then((m) => m.parseReviewSearch)), component: QuestionReview });
