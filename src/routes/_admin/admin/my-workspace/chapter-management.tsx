import { lazySearch } from '../../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Tabs } from '@mantine/core';
import type { ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { useSession } from '../../../../features/auth/hooks/session';
import { checkAccess } from '../../../../api/levels';
import { CURRICULUM_ACCESS } from '../../../../features/question-bank/curriculum/curriculum.rules';
import { CurriculumBrowser } from '../../../../features/question-bank/curriculum/components/CurriculumBrowser';
import { ClassWorkScreen } from '../../../../features/question-bank/exams/components/ClassWorkScreen';
import { QUESTION_BANK_POLICY } from '../../../../features/question-bank/question-bank.policy';
import { AdminPage } from '../../../../layout/AdminPage';

/** Classification work (단원), and the curriculum browser (chapter trees, question types, literature). */
function ChapterManagement() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  return (
    <AdminPage path="/admin/my-workspace/chapter-management">
      <Tabs defaultValue="work" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="work">분류 작업</Tabs.Tab>
          <Tabs.Tab value="curriculum">교육과정·단원 탐색</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="curriculum">
          <CurriculumBrowser canAddLiterature={checkAccess(CURRICULUM_ACCESS.writeLiterature, { realm: 'staff', level: user?.level ?? 0 }) === 'allowed'} />
        </Tabs.Panel>
        <Tabs.Panel value="work">
          <ClassWorkScreen
            search={search}
            onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
            editorPath="/exam/admin-chapter-edit"
            onOpen={(id) => navigate({ to: '/exam/admin-chapter-edit', search: { id } })}
            admin={QUESTION_BANK_POLICY.allows({ uid: user?.uid ?? 0, level: user?.level ?? 0 }, 'worklist.readOf', { user_id: null })}
          />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/my-workspace/chapter-management')({ ...lazySearch(() => import('../../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseExamListSearch)), component: ChapterManagement });
