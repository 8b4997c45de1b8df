import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ExamSubjectListQuerySchema, type ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { searchValidator } from '../../../../components/list/search-params';
import { ExamSubjectListScreen } from '../../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { RowActions } from '../../../../features/question-bank/exams/components/RowActions';
import { ClassAnalysisTable } from '../../../../features/question-bank/exams/components/ClassAnalysisTable';
import { StaffPicker } from '../../../../features/question-bank/exams/components/StaffPicker';
import { StateListTabs } from '../../../../features/question-bank/exams/components/StateListTabs';
import { CLASS_WORK_STATE } from '../../../../features/question-bank/question-bank.rules';
import { useSession } from '../../../../features/auth/hooks/session';
import { Stack, Tabs } from '@mantine/core';
import { CurriculumBrowser } from '../../../../features/question-bank/curriculum/components/CurriculumBrowser';
import { AdminPage } from '../../../../layout/AdminPage';

/** Classification work (단원): exams waiting for a classifier and the ones I took. */
function ClassList() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const open = (id: number) => navigate({ to: '/exam/admin-chapter-edit', search: { id } });
  const { user } = useSession();
  const admin = (user?.level ?? 0) >= 4;
  return (
    <AdminPage path="/admin/my-workspace/chapter-management">
      <Tabs defaultValue="work" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="work">분류 작업</Tabs.Tab>
          <Tabs.Tab value="curriculum">교육과정·단원 탐색</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="curriculum">
          <CurriculumBrowser canAddLiterature={(user?.level ?? 0) >= 2} />
        </Tabs.Panel>
        <Tabs.Panel value="work">
      <Stack gap="sm">
      <StateListTabs tabs={Object.values(CLASS_WORK_STATE)} state={search.state} onState={(state) => navigate({ search: (prev) => ({ ...prev, state, page: 1 }) })} />
      {admin && <ClassAnalysisTable year={search.year} subject_type_id={search.subject_type_id} />}
      {admin && <StaffPicker value={search.user_id} onChange={(user_id) => navigate({ search: (prev) => ({ ...prev, user_id, page: 1 }) })} />}
      <ExamSubjectListScreen
        key={search.user_id ?? 'me'}
        kind={admin && search.user_id !== undefined ? 'classUser' : 'class'}
        search={search}
        onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        href={(r) => `/exam/admin-chapter-edit?id=${r.id}`}
        actions={(r) => <RowActions row={r} mode="class" onOpen={() => open(r.id)} />}
        emptyText="분류할 시험이 없습니다."
      />
      </Stack>
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/my-workspace/chapter-management')({ validateSearch: searchValidator(ExamSubjectListQuerySchema), component: ClassList });
