/**
 * "내 모의고사" (issue 10 point 5): the signed-in student's sittings by year (GET consulting_exam_list), each
 * with its areas' scores; a sitting's scores entered or edited, an area graded from answers against the bank,
 * one area's results per question with the unit and type breakdown, submitting a sitting (once: the answer key
 * shows from then on), and deleting a sitting. The entry, the answer sheet and the results open in a dialog (full
 * screen on the mobile layout).
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Center, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ExamRecord, ExamSitting, SubjectArea } from '../../../../api/consulting/exams';
import { useDeleteExam } from '../api/delete-exam';
import { useExamList } from '../api/get-exam-list';
import { useSubmitExam } from '../api/submit-exam';
import { areaLabel, choiceLabel } from '../../exams.rules';
import { ExamSittingCard } from './exam-sitting-card';

// Issue 13 point 4: what opens in the dialog (the score entry, the answer sheet, the results with their charts)
// loads when it is first opened, so the list's first load carries neither the charts nor the contract's zod; so
// does the dialog itself.
const ExamDialog = lazy(() => import('./exam-dialog').then((m) => ({ default: m.ExamDialog })));
const ExamScoreForm = lazy(() => import('./exam-score-form').then((m) => ({ default: m.ExamScoreForm })));
const ExamAnswerSheet = lazy(() => import('./exam-answer-sheet').then((m) => ({ default: m.ExamAnswerSheet })));
const ExamResult = lazy(() => import('./exam-result').then((m) => ({ default: m.ExamResult })));

function DialogLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="불러오는 중" />
    </Center>
  );
}

type RecordKey = { year: number; test_name: string; choice_subject_id: number };
type Dialog =
  | { kind: 'scores'; sitting?: ExamSitting }
  | { kind: 'answers'; sitting: ExamSitting; area?: SubjectArea }
  | { kind: 'result'; key: RecordKey; title: string }
  | null;

const ALL = 'all';

export interface MyExamsScreenProps {
  userId: number;
  mobile: boolean;
}

export function MyExamsScreen({ userId, mobile }: MyExamsScreenProps) {
  const [year, setYear] = useState<string>(ALL);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useExamList({ user_id: userId, ...(year === ALL ? {} : { year: Number(year) }) });
  const remove = useDeleteExam();
  const submit = useSubmitExam();
  const years = list.data?.years ?? [];
  const sittings = list.data?.data ?? [];
  const thisYear = new Date().getFullYear();
  const close = () => setDialog(null);
  // The dialog stays mounted once it was first opened, so it closes (and opens again) with its transition.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialog !== null && !dialogUsed) setDialogUsed(true);

  const openResult = (key: RecordKey, area: SubjectArea) => setDialog({ kind: 'result', key, title: `${key.year}년 ${key.test_name} ${areaLabel(area)} ${choiceLabel(key.choice_subject_id)}` });

  const confirmDelete = (s: ExamSitting) =>
    modals.openConfirmModal({
      title: '모의고사 삭제',
      children: (
        <Text size="sm">
          {s.year}년 {s.test_name}의 성적과 채점한 답안({s.subject_list.length}과목)을 모두 지웁니다. 되돌릴 수 없습니다.
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ user_id: userId, year: s.year, test_name: s.test_name }, { onSuccess: () => notifications.show({ color: 'teal', message: `${s.test_name}을(를) 지웠습니다.` }) }),
    });

  const confirmSubmit = (s: ExamSitting) =>
    modals.openConfirmModal({
      title: '모의고사 제출',
      children: (
        <Text size="sm">
          {s.year}년 {s.test_name}을(를) 제출합니다. 제출한 뒤에는 채점한 답안을 다시 채점할 수 없고, 문항별 정답과 난이도·단원·유형을 볼 수 있습니다. 성적표의 표준점수·백분위·등급은 계속 입력할 수 있습니다.
        </Text>
      ),
      labels: { confirm: '제출', cancel: '취소' },
      onConfirm: () => submit.mutate({ user_id: userId, year: s.year, test_name: s.test_name }, { onSuccess: () => notifications.show({ color: 'teal', message: `${s.test_name}을(를) 제출했습니다. 이제 정답을 볼 수 있습니다.` }) }),
    });

  const title = dialog?.kind === 'scores' ? (dialog.sitting ? `${dialog.sitting.year}년 ${dialog.sitting.test_name} 성적 수정` : '모의고사 성적 입력') : dialog?.kind === 'answers' ? `${dialog.sitting.year}년 ${dialog.sitting.test_name} 답안 채점` : dialog?.kind === 'result' ? dialog.title : '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        {/* The browser's own select (issue 13 point 4): Mantine's Select brings Combobox, Popover and Floating UI
            (about 20 KB) to a filter of a few years. */}
        <NativeSelect
          label="연도"
          w={mobile ? 140 : 180}
          data={[{ value: ALL, label: '전체 연도' }, ...years.map((y) => ({ value: String(y), label: `${y}년` }))]}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
        />
        <Button onClick={() => setDialog({ kind: 'scores' })}>성적 입력</Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="불러오는 중" />
        </Center>
      ) : list.error ? (
        <Alert color="red">{list.error.message}</Alert>
      ) : sittings.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text fw={600}>아직 입력한 모의고사가 없습니다</Text>
          <Text size="sm" c="dimmed" ta="center" px="md">
            성적표의 점수를 입력하거나, 문제은행에 있는 모의고사는 답을 입력해 채점할 수 있습니다.
          </Text>
          <Button variant="light" onClick={() => setDialog({ kind: 'scores' })}>
            첫 모의고사 입력하기
          </Button>
        </Stack>
      ) : (
        sittings.map((s) => (
          <ExamSittingCard
            key={`${s.year}-${s.test_name}`}
            sitting={s}
            mobile={mobile}
            onEdit={() => setDialog({ kind: 'scores', sitting: s })}
            onGrade={(area) => setDialog({ kind: 'answers', sitting: s, area })}
            onOpen={(r: ExamRecord) => openResult({ year: r.year, test_name: r.test_name, choice_subject_id: r.choice_subject_id }, r.subject_area)}
            onSubmit={() => confirmSubmit(s)}
            onDelete={() => confirmDelete(s)}
          />
        ))
      )}

      {dialogUsed && (
        <Suspense fallback={null}>
          <ExamDialog opened={dialog !== null} onClose={close} title={title} mobile={mobile}>
            <Suspense fallback={<DialogLoading />}>
              {dialog?.kind === 'scores' && (
                <ExamScoreForm
                  userId={userId}
                  sitting={dialog.sitting}
                  defaultYear={year === ALL ? thisYear : Number(year)}
                  mobile={mobile}
                  onCancel={close}
                  onDone={(saved) => {
                    notifications.show({ color: 'teal', message: `${saved.year}년 ${saved.test_name} 성적을 저장했습니다.` });
                    close();
                  }}
                />
              )}
              {dialog?.kind === 'answers' && (
                <ExamAnswerSheet
                  userId={userId}
                  sitting={{ year: dialog.sitting.year, test_name: dialog.sitting.test_name }}
                  records={dialog.sitting.subject_list}
                  initialArea={dialog.area}
                  onCancel={close}
                  onGraded={openResult}
                />
              )}
              {dialog?.kind === 'result' && <ExamResult userId={userId} recordKey={dialog.key} mobile={mobile} />}
            </Suspense>
          </ExamDialog>
        </Suspense>
      )}
    </Stack>
  );
}
