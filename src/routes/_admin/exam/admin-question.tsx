import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ExamSubjectListQuery } from '../../../api/question-bank/exams';
import { ExamSubjectListScreen } from '../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { RowActions } from '../../../features/question-bank/exams/components/RowActions';
import { StaffPicker } from '../../../features/question-bank/exams/components/StaffPicker';
import { StateListTabs } from '../../../features/question-bank/exams/components/StateListTabs';
import { USER_ALLOWED_STATE } from '../../../features/question-bank/question-bank.rules';
import { useSession } from '../../../features/auth/hooks/session';
import { Stack } from '@mantine/core';
import { QUESTION_BANK_POLICY } from '../../../features/question-bank/question-bank.policy';
import { AdminPage } from '../../../layout/AdminPage';

/** The enterer's own list: start entering, open the editor, send for review. */
function EnterList() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const open = (id: number) => navigate({ to: '/exam/admin-question-edit', search: { id } });
  const { user } = useSession();
  /** Admins pick whose entry list to see (the question-bank policy's worklist.readOf on someone else's list). */
  const admin = QUESTION_BANK_POLICY.allows({ uid: user?.uid ?? 0, level: user?.level ?? 0 }, 'worklist.readOf', { user_id: null });
  return (
    <AdminPage path="/exam/admin-question">
      <Stack gap="sm">
      <StateListTabs
        tabs={Object.values(USER_ALLOWED_STATE)}
        kind={admin && search.user_id !== undefined ? 'enterUser' : 'enter'}
        search={search}
        state={search.state}
        onState={(state) => navigate({ search: (prev) => ({ ...prev, state, page: 1 }) })}
      />
      {admin && <StaffPicker value={search.user_id} onChange={(user_id) => navigate({ search: (prev) => ({ ...prev, user_id, page: 1 }) })} />}
      <ExamSubjectListScreen
        key={search.user_id ?? 'me'}
        kind={admin && search.user_id !== undefined ? 'enterUser' : 'enter'}
        search={search}
        onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        href={(r) => `/exam/admin-question-edit?id=${r.id}`}
        actions={(r) => <RowActions row={r} mode="enter" onOpen={() => open(r.id)} />}
        emptyText="배정된 입력 시험이 없습니다."
      />
      </Stack>
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question')({ ...lazySearch(() => import('../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseExamListSearch)), component: EnterList });
