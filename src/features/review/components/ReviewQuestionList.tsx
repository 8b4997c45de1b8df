/**
 * The questions of the exam under review, each shared passage above the first question it covers, with a
 * number strip to jump to a question (returned ones in red). Return marks are the exam machine's MARK_RETURN
 * and CANCEL_RETURN, sent by the review screen machine; taking a mark back asks first, since its reason is lost.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Question } from '../../../api/question-bank/questions';
import type { ReviewScreen } from '../hooks/use-review-screen';
import { ReviewHeadCard } from './ReviewHeadCard';
import { ReviewQuestionCard } from './ReviewQuestionCard';

type Head = { id: number; content: string; start_index: number; end_index: number };

/** The questions a passage covers are those linked to it (head_question_id), as the server counts them. */
const covers = (h: Head, q: Question) => q.head_question_id === h.id;
const inRange = (h: Head, q: Question) => q.question_index >= h.start_index && q.question_index <= h.end_index;

function jumpTo(index: number) {
  const el = document.getElementById(`review-q-${index}`);
  el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  el?.focus({ preventScroll: true });
}

export function ReviewQuestionList({ questions, heads, canMark, review }: { questions: Question[]; heads: Head[]; canMark: boolean; review: ReviewScreen }) {
  const sorted = [...questions].sort((a, b) => a.question_index - b.question_index);
  /** Each head is shown before the first question it covers (or, linking none, the first of its range); else at the end. */
  const headsBefore = new Map<number, Head[]>();
  const orphanHeads: Head[] = [];
  for (const h of [...heads].sort((a, b) => a.start_index - b.start_index)) {
    const first = sorted.find((q) => covers(h, q)) ?? sorted.find((q) => inRange(h, q));
    if (first) headsBefore.set(first.id, [...(headsBefore.get(first.id) ?? []), h]);
    else orphanHeads.push(h);
  }
  const cancelQuestion = (q: Question) =>
    modals.openConfirmModal({
      title: `${q.question_index}번 반려 취소`,
      children: <Text size="sm">반려 표시와 사유 '{q.return_reason ?? ''}'를 지웁니다.</Text>,
      labels: { confirm: '반려 취소', cancel: '닫기' },
      onConfirm: () => review.send({ type: 'SEND', request: { type: 'CANCEL_RETURN', questionIds: [String(q.id)] } }),
    });
  const cancelHead = (h: Head) =>
    modals.openConfirmModal({
      title: `${h.start_index}~${h.end_index}번 지문 반려 취소`,
      children: <Text size="sm">이 지문에 딸린 모든 문항의 반려 표시와 사유를 지웁니다.</Text>,
      labels: { confirm: '반려 취소', cancel: '닫기' },
      onConfirm: () =>
        review.send({ type: 'SEND', request: { type: 'CANCEL_RETURN', questionIds: sorted.filter((q) => covers(h, q) && q.returned).map((q) => String(q.id)), headId: h.id } }),
    });

  const headCard = (h: Head) => {
    const linked = sorted.filter((q) => covers(h, q));
    return (
      <ReviewHeadCard
        key={`head-${h.id}`}
        head={h}
        coveredIds={linked.map((q) => q.id)}
        returned={linked.filter((q) => q.returned).length}
        canMark={canMark}
        review={review}
        onCancel={() => cancelHead(h)}
      />
    );
  };

  if (sorted.length === 0) {
    return (
      <Paper withBorder p="lg">
        <Text c="dimmed" ta="center">
          이 시험에는 문항이 없습니다.
        </Text>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      <Paper withBorder p="xs">
        <Group gap={4} aria-label="문항 바로가기" role="navigation">
          {sorted.map((q) => (
            <Button
              key={q.id}
              size="compact-xs"
              variant={q.returned ? 'filled' : q.missing.length ? 'outline' : 'default'}
              color={q.returned ? 'red' : q.missing.length ? 'orange' : undefined}
              onClick={() => jumpTo(q.question_index)}
              aria-label={`${q.question_index}번으로 이동${q.returned ? ' (반려 표시됨)' : ''}`}
            >
              {q.question_index}
            </Button>
          ))}
        </Group>
      </Paper>
      {sorted.map((q) => (
        <Stack key={q.id} gap="sm">
          {headsBefore.get(q.id)?.map(headCard)}
          <ReviewQuestionCard
            question={q}
            canMark={canMark}
            review={review}
            onCancel={() => cancelQuestion(q)}
          />
        </Stack>
      ))}
      {orphanHeads.map(headCard)}
    </Stack>
  );
}
