/**
 * /exam/admin-question-edit-ai (issue 9 points 6 and 10): the AI exam workspace. Without ?id, the AI exam lists
 * and the AI school subjects. With ?id (&q = question index): the paper upload and split progress, the AI review
 * actions, the box editor focused on the current question, and below it the question's fields in the existing
 * question editor with the question's crops beside them, so the enterer completes each question from its crop;
 * when the question belongs to a shared passage, the 공통 지문 panel (its crop, its content, 지문 반려) above it.
 */
import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { examSubjectAccess } from '../../../api/exam-subject-access';
import { AUTO_SCHOOL_SUBJECT_ACCESS } from '../../../api/digitise/school-subjects';
import { checkAccess } from '../../../api/levels';
import { examSubjectOptions } from '../../../components/exam/exam-queries';
import { useSession } from '../../../features/auth/hooks/session';
import { DIGITISE_POLICY } from '../../../features/digitise/digitise.policy';
import { BoxEditor } from '../../../features/digitise/editor/components/BoxEditor';
import { QuestionCrops } from '../../../features/digitise/editor/components/QuestionCrops';
import { AiReviewPanel } from '../../../features/digitise/exams/components/AiReviewPanel';
import { AutoExamList } from '../../../features/digitise/exams/components/AutoExamList';
import { PassagePanel } from '../../../features/digitise/exams/components/PassagePanel';
import { ReportSplitButton } from '../../../features/digitise/reports/components/ReportSplitButton';
import { AutoSchoolSubjectsPanel } from '../../../features/digitise/school-subjects/components/AutoSchoolSubjectsPanel';
import { SplitPanel } from '../../../features/digitise/split/components/SplitPanel';
import { useDividedState } from '../../../features/digitise/split/api/divided-state';
import { CategoryPicker } from '../../../features/question-bank/curriculum/components/CategoryPicker';
import { QuestionEditor } from '../../../features/question-bank/exams/components/QuestionEditor';
import { AdminPage } from '../../../layout/AdminPage';

/** One AI exam subject: split, review, boxes, and the questions completed from their crops. */
function AutoExamWorkspace({ id, q }: { id: number; q: number }) {
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  const actor = { uid: user?.uid ?? 0, level: user?.level ?? 0 };
  const subject = useQuery(examSubjectOptions(id));
  const divided = useDividedState(id);
  const questions = divided.data?.questions ?? [];
  const current = questions.find((x) => x.question_index === q) ?? questions[0];
  const hasBoxes = (divided.data?.boxes.length ?? 0) > 0;
  const canEditBoxes = !!subject.data && DIGITISE_POLICY.allows(actor, 'autoExam.editBoxes', examSubjectAccess(subject.data.data));
  const goTo = (index: number) => void navigate({ search: { id, q: index }, replace: true });

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/exam/admin-question-edit-ai" size="sm">
        ← AI 시험 목록
      </Anchor>
      <SplitPanel examSubjectId={id} canSplit={!!subject.data && DIGITISE_POLICY.allows(actor, 'autoExam.split', examSubjectAccess(subject.data.data))} />
      <AiReviewPanel examSubjectId={id} actor={actor} />
      {hasBoxes && (
        <BoxEditor
          examSubjectId={id}
          focus={current ? { number: current.number, section: current.section } : undefined}
          readOnly={!canEditBoxes}
          onSelectQuestion={(picked) => {
            const found = questions.find((x) => (picked.question_id !== null ? x.question_id === picked.question_id : x.number === picked.number && x.section === picked.section));
            if (found) goTo(found.question_index);
          }}
        />
      )}
      {hasBoxes && current && <PassagePanel examSubjectId={id} question={current} actor={actor} />}
      {hasBoxes && current && (
        <QuestionEditor
          examSubjectId={id}
          index={current.question_index}
          onIndex={goTo}
          onDone={() => void navigate({ search: {} })}
          renderTypePicker={({ value, onChange, scope }) => <CategoryPicker kind="type" {...scope} value={value} onChange={(v) => onChange(v)} label="문제유형" height={220} />}
          aside={
            <Stack gap="sm">
              <QuestionCrops examSubjectId={id} question={{ number: current.number, section: current.section }} />
              <ReportSplitButton examSubjectId={id} questionIndex={current.question_index} questionId={current.question_id} />
            </Stack>
          }
          actor={actor}
        />
      )}
      {divided.data && !hasBoxes && !divided.data.job && (
        <Alert color="gray">아직 올린 시험지가 없습니다. 위에서 시험지 PDF나 페이지 이미지를 올리면 문항별로 자동 분할합니다.</Alert>
      )}
    </Stack>
  );
}

/** The AI exam workspace route (see the file comment). */
function AdminQuestionEditAi() {
  const { id, q = 1, tab = 'exams' } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  const actor = { uid: user?.uid ?? 0, level: user?.level ?? 0 };
  return (
    <AdminPage path="/exam/admin-question-edit-ai">
      {id ? (
        <AutoExamWorkspace key={id} id={id} q={q} />
      ) : (
        <Tabs value={tab} onChange={(t) => void navigate({ search: { tab: t === 'school' ? 'school' : undefined }, replace: true })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="exams">AI 시험</Tabs.Tab>
            <Tabs.Tab value="school">AI 내신 과목</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="exams" pt="md">
            <AutoExamList actor={actor} onOpen={(examSubjectId) => void navigate({ search: { id: examSubjectId } })} />
          </Tabs.Panel>
          <Tabs.Panel value="school" pt="md">
            <AutoSchoolSubjectsPanel canEdit={checkAccess(AUTO_SCHOOL_SUBJECT_ACCESS.write, user ? { realm: 'staff', level: user.level } : null) === 'allowed'} />
          </Tabs.Panel>
        </Tabs>
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question-edit-ai')({
  ...lazySearch(() => import('../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseAutoExamSearch)),
  component: AdminQuestionEditAi,
});
