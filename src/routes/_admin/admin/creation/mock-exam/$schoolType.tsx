import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { ExamEventsPanel } from '../../../../../features/question-bank/exams/components/ExamEventsPanel';
import { AdminPage } from '../../../../../layout/AdminPage';
import { EXAM_TYPE } from '../../../../../api/codes';

/** National mock exams of a school level (2 middle, 3 high): exams and their subjects. */
function MockExamCreation() {
  const { schoolType } = Route.useParams();
  const st = Number(schoolType);
  return (
    <AdminPage path="/admin/creation/mock-exam/$schoolType">
      {st === 2 || st === 3 ? <ExamEventsPanel schoolType={st} type={EXAM_TYPE.mock.code} subjectHref={(id) => `/exam/admin-question-edit?id=${id}`} /> : <Alert color="red">학교급은 2(중학교) 또는 3(고등학교)입니다.</Alert>}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/creation/mock-exam/$schoolType')({ component: MockExamCreation });
