/**
 * Fixing the reported question (PUT bug/question): content with a live KaTeX preview, answer, difficulty
 * and the five choices. The save carries the version loaded, so a concurrent edit answers 409 and nothing
 * is overwritten. Remount with a `key` of the question version after a save.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Question } from '../../../api/question-bank/questions';
import { MathText } from '../../../components/math/MathText';
import { useEditErrorReport } from '../api/error-report-writes';
import { CHOICE_COUNT, LEVELS_OF_DIFFICULTY, QUESTION_TYPE } from '../../../api/codes';

export const CHOICE_MARKS = ['①', '②', '③', '④', '⑤'];

/** Whether a question type has the five choices. */
export const hasChoices = (questionType: number) => questionType !== QUESTION_TYPE.subjective.code;

export function ErrorReportQuestionForm({ errorId, question, disabled }: { errorId: number; question: Question; disabled: boolean }) {
  const edit = useEditErrorReport();
  const [content, setContent] = useState(question.content);
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [level, setLevel] = useState<number | null>(question.level);
  const [choices, setChoices] = useState(() => Array.from({ length: CHOICE_COUNT }, (_, i) => question.choices.find((c) => c.choice_index === i + 1)?.content ?? ''));
  const [error, setError] = useState<string | null>(null);
  const withChoices = hasChoices(question.question_type);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    edit.mutate(
      {
        error_id: errorId,
        question: {
          version: question.version,
          content,
          answer: answer.trim() || null,
          level,
          ...(withChoices ? { choices: choices.map((c, i) => ({ choice_index: i + 1, content: c })) } : {}),
        },
      },
      { onSuccess: () => notifications.show({ color: 'green', message: `${question.question_index}번 문항을 고쳤습니다.` }), onError: (e) => setError(e.message) },
    );
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} aria-label="문항 수정">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>문항 수정</Title>
            <Text size="xs" c="dimmed">
              버전 {question.version}
            </Text>
          </Group>
          <Textarea label="문항 내용" description="수식은 $...$ (예: $x^2$)" autosize minRows={3} value={content} onChange={(e) => setContent(e.currentTarget.value)} disabled={disabled} />
          <Paper bg="var(--mantine-color-gray-0)" p="xs" aria-label="미리보기">
            <Text size="xs" c="dimmed">
              미리보기
            </Text>
            <MathText text={content || '(문항 내용 없음)'} />
          </Paper>
          {withChoices &&
            choices.map((c, i) => (
              <TextInput
                key={i}
                label={`선택지 ${CHOICE_MARKS[i]}`}
                value={c}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setChoices((prev) => prev.map((p, j) => (j === i ? value : p)));
                }}
                disabled={disabled}
                description={c.includes('$') ? <MathText text={c} /> : undefined}
              />
            ))}
          {question.question_type === QUESTION_TYPE.multipleChoice.code ? (
            <div>
              <Text size="sm" fw={500}>
                정답
              </Text>
              <SegmentedControl aria-label="정답" value={answer} onChange={setAnswer} disabled={disabled} data={CHOICE_MARKS.map((m, i) => ({ value: String(i + 1), label: m }))} />
            </div>
          ) : (
            <TextInput label="정답" value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} disabled={disabled} w={240} />
          )}
          <div>
            <Text size="sm" fw={500}>
              난이도
            </Text>
            <SegmentedControl aria-label="난이도" value={level === null ? '' : String(level)} onChange={(v) => setLevel(v ? Number(v) : null)} disabled={disabled} data={LEVELS_OF_DIFFICULTY.map((l) => ({ value: String(l.code), label: l.label }))} />
          </div>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={edit.isPending} disabled={disabled}>
              문항 저장
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
