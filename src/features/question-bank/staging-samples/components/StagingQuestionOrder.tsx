/**
 * The questions of a staging exam in order. Reordered by native HTML5 drag and drop or, from the
 * keyboard, with the move up/down buttons; every new order is stored at once through
 * staging_question/sequence (shown optimistically, back to the stored order on failure).
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { QuestionSummary } from './QuestionSummary';
import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { StagingQuestion } from '../../../../api/question-bank/staging-samples';
import { useStagingQuestions } from '../api/get-staging-questions';
import { useReorderStagingQuestions, useRemoveStagingQuestion } from '../api/staging-question-writes';
import { serverError } from '../../../../components/form/form-errors';

/** Moves the item at `from` to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function StagingQuestionOrder({ stagingExamId }: { stagingExamId: number }) {
  const list = useStagingQuestions(stagingExamId);
  const reorder = useReorderStagingQuestions(stagingExamId);
  const remove = useRemoveStagingQuestion();
  /** The order shown while a new order is being stored. */
  const [pending, setPending] = useState<StagingQuestion[] | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  /** After a move from the keyboard, focus follows the moved question's button. */
  const [focusAfterMove, setFocusAfterMove] = useState<{ questionId: number; dir: 'up' | 'down' } | null>(null);

  const rows = pending ?? list.data?.data_list ?? [];

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const button = (dir: string) => listRef.current!.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.questionId}-${dir}"]`);
    const target = button(focusAfterMove.dir);
    (target && !target.disabled ? target : button(focusAfterMove.dir === 'up' ? 'down' : 'up'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, rows]);

  function move(from: number, to: number) {
    if (from === to || to < 0 || to >= rows.length || reorder.isPending) return;
    const next = moveItem(rows, from, to);
    setPending(next);
    setAnnounce(`${rows[from].exam_subject_name} ${rows[from].question_index}번 문항을 ${to + 1}번째로 옮겼습니다.`);
    reorder.mutate(
      next.map((r) => r.question_id),
      { onSettled: () => setPending(null) },
    );
  }

  const confirmRemove = (row: StagingQuestion) =>
    modals.openConfirmModal({
      title: '문항 빼기',
      children: (
        <Text size="sm">
          {row.sequence}번째 문항({row.exam_subject_name} {row.question_index}번)을 이 스테이징 시험에서 뺄까요? 문제은행의 문항은 그대로 남습니다.
        </Text>
      ),
      labels: { confirm: '빼기', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(row.id),
    });

  const dragProps = (index: number) => ({
    draggable: !reorder.isPending,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(rows[index].question_id));
      setDragFrom(index);
    },
    onDragOver: (e: DragEvent) => {
      if (dragFrom === null) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (dropAt !== index) setDropAt(index);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragFrom !== null) move(dragFrom, index);
      setDragFrom(null);
      setDropAt(null);
    },
    onDragEnd: () => {
      setDragFrom(null);
      setDropAt(null);
    },
  });

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4} size="h5" id="staging-order-title">
          담긴 문항 ({rows.length})
        </Title>
        <Text size="xs" c="dimmed">
          끌어서 놓거나 ↑↓ 버튼으로 순서를 바꿉니다.
        </Text>
      </Group>
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
      {reorder.isError && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => reorder.reset()}>
          순서를 저장하지 못했습니다: {serverError(reorder.error).message}
        </Alert>
      )}
      {list.isPending ? (
        <Stack gap="xs">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={56} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" role="alert">
          문항 목록을 불러오지 못했습니다: {list.error.message}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert color="gray">담긴 문항이 없습니다. 오른쪽에서 문항을 검색해 추가하세요.</Alert>
      ) : (
        <Stack ref={listRef} gap={6} component="ol" aria-labelledby="staging-order-title" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => (
            <Paper
              key={row.id}
              component="li"
              withBorder
              p="xs"
              {...dragProps(index)}
              style={{
                cursor: reorder.isPending ? 'progress' : 'grab',
                opacity: dragFrom === index ? 0.5 : 1,
                borderColor: dropAt === index && dragFrom !== index ? 'var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Text fw={700} w={28} ta="right" aria-hidden>
                  {index + 1}
                </Text>
                <QuestionSummary {...row} excerpt={row.is_reported && !row.content ? '신고된 문항입니다. 내용은 마스터만 볼 수 있습니다.' : row.content || '(내용 없음)'} />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    data-move={`${row.question_id}-up`}
                    aria-label={`${index + 1}번째 문항 위로 이동`}
                    disabled={index === 0}
                    onClick={() => (move(index, index - 1), setFocusAfterMove({ questionId: row.question_id, dir: 'up' }))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    data-move={`${row.question_id}-down`}
                    aria-label={`${index + 1}번째 문항 아래로 이동`}
                    disabled={index === rows.length - 1}
                    onClick={() => (move(index, index + 1), setFocusAfterMove({ questionId: row.question_id, dir: 'down' }))}
                  >
                    ↓
                  </ActionIcon>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmRemove(row)} aria-label={`${index + 1}번째 문항 빼기`}>
                    빼기
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
