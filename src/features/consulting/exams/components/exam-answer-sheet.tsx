/**
 * Answers of one area of a sitting, graded against a done national mock exam of the question bank (issue 10
 * point 5): the area, its elective and the bank exam (the one of the sitting's month is picked when there is
 * one), then the sheet: a row per question number with ①-⑤ buttons (several for 복수선택) or a text field for
 * 주관식, the progress, and 채점하기. The server grades from the bank's answers and replies with each question's
 * result. Keyboard: in a row of buttons, the keys 1-5 choose and move to the next question; Enter in a text field
 * moves on too.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Paper, Progress, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { CHOICE_COUNT, CHOICE_MARKS, QUESTION_TYPE } from '../../../../api/codes';
import { ApiError } from '../../../../api/client';
import { choicesOfArea, EXAM_LIMITS, SUBJECT_AREAS, type ExamRecord, type GivenAnswerValue, type SheetQuestion, type SubjectArea } from '../../../../api/consulting/exams';
import { isAnswered } from '../../../../api/grading';
import { useBankExams } from '../api/get-bank-exams';
import { useBankSheet } from '../api/get-bank-sheet';
import { useGradeExamAnswers } from '../api/grade-exam-answers';
import { suggestBankExam, takesOneChoice } from '../../exams.rules';

/** Areas graded against the bank (제2외국어/한문 has no bank exams). */
const GRADABLE = SUBJECT_AREAS.filter((a) => a.code !== 'second_lang');

export interface ExamAnswerSheetProps {
  userId: number;
  sitting: { year: number; test_name: string };
  /** The sitting's records (their electives are the defaults). */
  records: readonly ExamRecord[];
  initialArea?: SubjectArea;
  onGraded: (key: { year: number; test_name: string; choice_subject_id: number }, area: SubjectArea) => void;
  onCancel: () => void;
}

export function ExamAnswerSheet({ userId, sitting, records, initialArea, onGraded, onCancel }: ExamAnswerSheetProps) {
  const defaultChoice = (area: SubjectArea) => {
    const own = records.find((r) => r.subject_area === area)?.choice_subject_id;
    const choices = choicesOfArea(area);
    return own !== undefined ? String(own) : choices.length === 1 ? String(choices[0].id) : '';
  };
  const [area, setArea] = useState<SubjectArea>(initialArea ?? 'math');
  const [choice, setChoice] = useState(() => defaultChoice(initialArea ?? 'math'));
  const [picked, setPicked] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Map<number, GivenAnswerValue>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const grade = useGradeExamAnswers();

  const bank = useBankExams(choice ? { choice_subject_id: Number(choice) } : null);
  const exams = bank.data?.data ?? [];
  const examId = picked ?? suggestBankExam(exams, sitting)?.exam_subject_id ?? null;
  const sheet = useBankSheet(examId);
  const questions = sheet.data?.data.questions ?? [];
  const answered = questions.filter((q) => isAnswered(answers.get(q.question_index) ?? '')).length;

  const reset = (patch: () => void) => {
    patch();
    setPicked(null);
    setAnswers(new Map());
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (examId === null || !choice) return;
    setFailure(null);
    try {
      await grade.mutateAsync({
        user_id: userId,
        ...sitting,
        subject_area: area,
        choice_subject_id: Number(choice),
        exam_subject_id: examId,
        answers: questions.filter((q) => answers.has(q.question_index)).map((q) => ({ question_index: q.question_index, answer: answers.get(q.question_index)! })),
      });
      onGraded({ ...sitting, choice_subject_id: Number(choice) }, area);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : '채점하지 못했습니다.');
    }
  }

  return (
    <form onSubmit={submit} aria-label="답안 입력" noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="과목"
            data={GRADABLE.map((a) => ({ value: a.code, label: a.label }))}
            value={area}
            allowDeselect={false}
            onChange={(v) =>
              reset(() => {
                const next = (v ?? 'math') as SubjectArea;
                setArea(next);
                setChoice(defaultChoice(next));
              })
            }
          />
          <Select
            label="선택과목"
            placeholder="고르세요"
            data={choicesOfArea(area).map((c) => ({ value: String(c.id), label: c.label }))}
            value={choice || null}
            allowDeselect={false}
            searchable
            onChange={(v) => reset(() => setChoice(v ?? ''))}
          />
          <Select
            label="문제은행 시험"
            placeholder={bank.isPending && choice ? '불러오는 중' : '고르세요'}
            data={exams.map((e) => ({ value: String(e.exam_subject_id), label: `${e.name} (${e.question_count}문항)` }))}
            value={examId === null ? null : String(examId)}
            allowDeselect={false}
            disabled={!choice || exams.length === 0}
            onChange={(v) => {
              setPicked(v === null ? null : Number(v));
              setAnswers(new Map());
            }}
          />
        </SimpleGrid>
        {choice && !bank.isPending && exams.length === 0 && (
          <Alert color="gray" title="채점할 수 있는 시험이 없습니다">
            이 과목의 문제은행 모의고사가 아직 준비되지 않았습니다. 성적표의 점수는 「성적 입력」에서 직접 입력할 수 있습니다.
          </Alert>
        )}
        {examId === null && exams.length > 0 && (
          <Text size="sm" c="dimmed">
            이 모의고사와 같은 시험을 「문제은행 시험」에서 고르세요 ({exams.length}개). 고르면 답안지가 나옵니다.
          </Text>
        )}
        {examId !== null && sheet.isPending && (
          <Center py="lg">
            <Loader size="sm" aria-label="답안지 불러오는 중" />
          </Center>
        )}
        {sheet.error && <Alert color="red">{sheet.error.message}</Alert>}
        {questions.length > 0 && (
          <>
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {answered} / {questions.length}문항 입력
                </Text>
                <Text size="xs" c="dimmed">
                  배점은 난이도로 정합니다 (2·3·4점)
                </Text>
              </Group>
              <Progress value={(answered / questions.length) * 100} aria-label="입력한 문항" />
            </Stack>
            <AnswerGrid questions={questions} answers={answers} onChange={(index, value) => setAnswers((m) => new Map(m).set(index, value))} />
            {answered < questions.length && (
              <Text size="sm" c="dimmed">
                답하지 않은 {questions.length - answered}문항은 틀린 것으로 채점합니다.
              </Text>
            )}
          </>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={grade.isPending}>
            취소
          </Button>
          <Button type="submit" loading={grade.isPending} disabled={questions.length === 0}>
            채점하기
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface AnswerGridProps {
  questions: readonly SheetQuestion[];
  answers: ReadonlyMap<number, GivenAnswerValue>;
  onChange: (index: number, value: GivenAnswerValue) => void;
}

/** The sheet's rows; focus moves to the next question's first control after a key answer. */
function AnswerGrid({ questions, answers, onChange }: AnswerGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const focusAfter = (position: number) => {
    const next = grid.current?.querySelector<HTMLElement>(`[data-position="${position + 1}"] button, [data-position="${position + 1}"] input`);
    next?.focus();
  };
  return (
    <SimpleGrid ref={grid} cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
      {questions.map((q, position) => (
        <Paper key={q.question_index} withBorder p="xs" radius="sm" data-position={position}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Box miw={54}>
              <Text fw={700} size="sm" id={`q-${q.question_index}`}>
                {q.question_index}번
              </Text>
              <Text size="xs" c="dimmed">
                {q.max_points}점
              </Text>
            </Box>
            {q.question_type === QUESTION_TYPE.subjective.code ? (
              <TextInput
                aria-labelledby={`q-${q.question_index}`}
                placeholder="답 입력"
                maxLength={EXAM_LIMITS.answerText}
                value={typeof answers.get(q.question_index) === 'string' ? (answers.get(q.question_index) as string) : ''}
                onChange={(e) => onChange(q.question_index, e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    focusAfter(position);
                  }
                }}
                style={{ flex: 1 }}
              />
            ) : (
              <ChoiceButtons question={q} value={(answers.get(q.question_index) as number[] | undefined) ?? []} onChange={(v) => onChange(q.question_index, v)} onKeyAnswer={() => focusAfter(position)} />
            )}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** ①-⑤ as toggle buttons: one choice (객관식, 듣기평가; choosing it again clears it) or several (복수선택). */
function ChoiceButtons({ question, value, onChange, onKeyAnswer }: { question: SheetQuestion; value: number[]; onChange: (v: number[]) => void; onKeyAnswer: () => void }) {
  const single = takesOneChoice(question.question_type);
  const toggle = (n: number) => onChange(value.includes(n) ? value.filter((x) => x !== n) : single ? [n] : [...value, n].sort((a, b) => a - b));
  const onKeyDown = (e: KeyboardEvent) => {
    const n = Number(e.key);
    if (Number.isInteger(n) && n >= 1 && n <= CHOICE_COUNT) {
      e.preventDefault();
      toggle(n);
      if (single) onKeyAnswer();
    } else if (e.key === 'Backspace' || e.key === 'Delete' || e.key === '0') {
      e.preventDefault();
      onChange([]);
    }
  };
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-labelledby={`q-${question.question_index}`} aria-describedby={single ? undefined : `q-${question.question_index}-multi`} onKeyDown={onKeyDown}>
      {Array.from({ length: CHOICE_COUNT }, (_, i) => i + 1).map((n) => {
        const on = value.includes(n);
        return (
          <UnstyledButton
            key={n}
            type="button"
            aria-pressed={on}
            aria-label={`${CHOICE_MARKS[n - 1]}`}
            onClick={() => toggle(n)}
            w={36}
            h={36}
            style={{
              borderRadius: '50%',
              border: `1px solid var(--mantine-color-${on ? 'indigo-6' : 'gray-4'})`,
              background: on ? 'var(--mantine-color-indigo-6)' : 'white',
              color: on ? 'white' : 'var(--mantine-color-dark-7)',
              fontSize: 18,
              textAlign: 'center',
              lineHeight: '34px',
            }}
          >
            {CHOICE_MARKS[n - 1]}
          </UnstyledButton>
        );
      })}
      {!single && (
        <Text size="xs" c="dimmed" id={`q-${question.question_index}-multi`}>
          복수
        </Text>
      )}
    </Group>
  );
}
