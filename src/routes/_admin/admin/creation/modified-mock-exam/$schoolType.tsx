import { lazySearch } from '../../../../../components/list/lazy-search';
import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExamSubject, ExamSubjectListQuery } from '../../../../../api/question-bank/exams';
import { ExamSubjectListScreen } from '../../../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { ModifyExamModal } from '../../../../../features/question-bank/exams/components/ModifyExamModal';
import { AdminPage } from '../../../../../layout/AdminPage';

/** Done national mock exams to make modified exams from. */
function ModifiedMockCreation() {
  const { schoolType } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const [original, setOriginal] = useState<ExamSubject | null>(null);
  const st = Number(schoolType);
  if (st !== 2 && st !== 3)
    return (
      <AdminPage path="/admin/creation/modified-mock-exam/$schoolType">
        <Alert color="red">학교급은 2(중학교) 또는 3(고등학교)입니다.</Alert>
      </AdminPage>
    );
  return (
    <AdminPage path="/admin/creation/modified-mock-exam/$schoolType">
      <ExamSubjectListScreen
        kind="ori"
        search={{ ...search, school_type: st }}
        onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        emptyText="변형할 수 있는 완료된 모의고사가 없습니다."
        actions={(r) => (
          <Button size="compact-xs" onClick={() => setOriginal(r)}>
            변형 만들기
          </Button>
        )}
      />
      <ModifyExamModal
        original={original}
        onClose={() => setOriginal(null)}
        onCreated={(id) => {
          setOriginal(null);
          notifications.show({ color: 'teal', message: `변형 시험(${id})을 만들었습니다. 시험 목록 관리에서 확인하세요.` });
        }}
      />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/creation/modified-mock-exam/$schoolType')({ ...lazySearch(() => import('../../../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseExamListSearch)), component: ModifiedMockCreation });
