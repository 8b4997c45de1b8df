/**
 * One question as the reviewer sees it: typeset content, choices with the answer marked, answer, difficulty,
 * what it is missing, and its return mark (reason, whether the author fixed it) with "반려 표시" / "반려 취소".
 * Asking for the return reason is the review screen machine's state (use-review-screen.ts).
 */
import { Alert, Badge, Button, Group, Paper, Spoiler, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Question } from '../../../api/question-bank/questions';
import { MathText } from '../../../components/math/MathText';
import { CHOICE_MARKS } from '../review.rules';
import type { ReviewScreen } from '../hooks/use-review-screen';
import { ReturnReasonForm } from './ReturnReasonForm';
import { labelFor, LEVELS_OF_DIFFICULTY, QUESTION_TYPE } from '../../../api/codes';

/** Choice numbers that are the answer of a question. */
function correctChoices(q: Question): number[] {
  if (q.question_type === QUESTION_TYPE.multiSelect.code) return q.answer_multiple;
  const n = Number(q.answer);
  return q.answer && Number.isInteger(n) ? [n] : [];
}

/** The answer as text, by question type. */
function answerText(q: Question): string | null {
  const t = q.question_type;
  if (t === QUESTION_TYPE.multiSelect.code) return q.answer_multiple.length ? q.answer_multiple.map((n) => CHOICE_MARKS[n - 1] ?? n).join(', ') : null;
  if (t === QUESTION_TYPE.subjective.code) return [q.answer, q.answer_number ? `숫자 ${q.answer_number}` : null].filter(Boolean).join(' · ') || null;
  const n = Number(q.answer);
  return q.answer ? (Number.isInteger(n) && CHOICE_MARKS[n - 1] ? CHOICE_MARKS[n - 1] : q.answer) : null;
}

export interface ReviewQuestionCardProps {
  question: Question;
  /** Return marks may be changed (the policy lets the actor return questions; the exam machine takes marks). */
  canMark: boolean;
  /** The review screen machine: it asks for the reason and sends the mark. */
  review: ReviewScreen;
  onCancel: () => void;
}

export function ReviewQuestionCard({ question: q, canMark, review, onCancel }: ReviewQuestionCardProps) {
  const target = `question-${q.id}`;
  const asking = review.askingFor(target);
  const busy = review.busy('MARK_RETURN', target) || review.busy('CANCEL_RETURN');
  const correct = correctChoices(q);
  const answer = answerText(q);
  const difficulty = LEVELS_OF_DIFFICULTY.find((l) => l.code === q.level)?.label;
  const choices = [...q.choices].sort((a, b) => a.choice_index - b.choice_index).filter((c) => c.content.trim() !== '');

  return (
    <Paper
      withBorder
      p="md"
      id={`review-q-${q.question_index}`}
      tabIndex={-1}
      aria-label={`${q.question_index}번 문항${q.returned ? ' (반려 표시됨)' : ''}`}
      style={q.returned ? { borderColor: 'var(--mantine-color-red-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={6}>
            <Title order={4} size="h5">
              {q.question_index}번
            </Title>
            <Badge variant="light">{labelFor(QUESTION_TYPE, q.question_type)}</Badge>
            <Badge variant="light" color={difficulty ? 'indigo' : 'red'}>
              난이도 {difficulty ?? '없음'}
            </Badge>
            {q.excluded && <Badge color="dark">제외된 문항</Badge>}
            {q.is_reported && <Badge color="yellow">오류 신고</Badge>}
            {q.missing.length > 0 && (
              <Badge color="orange" variant="outline">
                미완성: {q.missing.join(', ')}
              </Badge>
            )}
          </Group>
          {q.returned ? (
            canMark && (
              <Button size="compact-xs" variant="light" color="gray" onClick={onCancel} loading={busy} aria-label={`${q.question_index}번 반려 취소`}>
                반려 취소
              </Button>
            )
          ) : (
            canMark &&
            !asking && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                disabled={review.asking !== null}
                onClick={() => review.ask({ type: 'MARK_RETURN', questionIds: [String(q.id)], target })}
                aria-label={`${q.question_index}번 반려 표시`}
              >
                반려 표시
              </Button>
            )
          )}
        </Group>

        <Text size="sm" component="div">
          <MathText text={q.content || '(문항 내용 없음)'} />
        </Text>

        {choices.length > 0 && (
          <Stack gap={2} component="ol" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }} aria-label="선택지">
            {choices.map((c) => {
              const right = correct.includes(c.choice_index);
              return (
                <Text key={c.id} component="li" size="sm" fw={right ? 700 : undefined} c={right ? 'teal.8' : undefined}>
                  {CHOICE_MARKS[c.choice_index - 1] ?? c.choice_index} <MathText text={c.content} />
                  {right && <VisuallyHidden> (정답)</VisuallyHidden>}
                </Text>
              );
            })}
          </Stack>
        )}

        <Group gap="lg">
          <Text size="sm">
            <Text span fw={600}>
              정답{' '}
            </Text>
            {answer ? <MathText text={answer} /> : <Text span c="red">없음</Text>}
          </Text>
          {q.comment_tag && (
            <Text size="sm" c="dimmed">
              태그 {q.comment_tag}
            </Text>
          )}
        </Group>

        {q.comment && (
          <Spoiler maxHeight={48} showLabel="해설 더 보기" hideLabel="접기">
            <Text size="sm" c="dimmed" component="div">
              <Text span fw={600} c="dark">
                해설{' '}
              </Text>
              <MathText text={q.comment} />
            </Text>
          </Spoiler>
        )}

        {q.returned && (
          <Alert color={q.return_done ? 'teal' : 'red'} p="xs" title={q.return_done ? '반려 → 작성자 수정 완료' : '반려 표시됨'}>
            <Text size="sm">사유: {q.return_reason ?? '(사유 없음)'}</Text>
          </Alert>
        )}

        {asking && canMark && !q.returned && (
          <ReturnReasonForm
            label={`${q.question_index}번 반려 사유`}
            value={review.reason}
            busy={busy}
            error={review.error}
            onChange={(reason) => review.send({ type: 'TYPE', reason })}
            onCancel={() => review.send({ type: 'CANCEL' })}
            onSubmit={() => review.send({ type: 'SUBMIT' })}
          />
        )}
      </Stack>
    </Paper>
  );
}
