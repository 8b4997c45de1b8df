import { lazySearch } from '../../../../../components/list/lazy-search';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Alert, Tabs } from '@mantine/core';
import type { ExamSubjectListQuery } from '../../../../../api/question-bank/exams';
import { ExamEventsPanel } from '../../../../../features/question-bank/exams/components/ExamEventsPanel';
import { ExamSubjectListScreen } from '../../../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { AdminPage } from '../../../../../layout/AdminPage';
import { EXAM_TYPE } from '../../../../../api/codes';

/** Page types: exam events (mock, temp) or the subjects of one exam kind. */
const PAGE_TYPES = { mock: '모의고사', temp: '임시 시험', modified: '변형 모의고사', school: '내신 시험', textbook: '교과서 시험' } as const;
const KIND_OF = { modified: EXAM_TYPE.modifiedMock.code, school: EXAM_TYPE.school.code, textbook: EXAM_TYPE.textbook.code } as const;

function ExamManagementByType() {
  const { pageType } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const known = pageType in PAGE_TYPES;
  return (
    <AdminPage path="/admin/management/exam/$pageType">
      <Tabs value={known ? pageType : null} mb="md">
        <Tabs.List>
          {Object.entries(PAGE_TYPES).map(([key, label]) => (
            <Tabs.Tab key={key} value={key} renderRoot={(props) => <Link {...props} to="/admin/management/exam/$pageType" params={{ pageType: key }} />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {!known && <Alert color="red">알 수 없는 시험 종류입니다: {pageType}</Alert>}
      {(pageType === 'mock' || pageType === 'temp') && <ExamEventsPanel temp={pageType === 'temp'} type={EXAM_TYPE.mock.code} subjectHref={(id) => `/exam/admin-question-edit?id=${id}`} />}
      {pageType in KIND_OF && (
        <ExamSubjectListScreen
          key={pageType}
          kind="all"
          search={{ ...search, type: KIND_OF[pageType as keyof typeof KIND_OF] }}
          onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
          href={(r) => `/exam/admin-question-edit?id=${r.id}`}
          exportable
        />
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/management/exam/$pageType')({ ...lazySearch(() => import('../../../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseExamListSearch)), component: ExamManagementByType });
