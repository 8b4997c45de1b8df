/**
 * An exam its writer sent for review while entering (state 1 검토 중): the reviewer passes it on to the
 * reviewer lists (REVIEW_PASS; its questions must be complete, or the server answers 409 naming them) or
 * gives it back to the writer (RETURN, with an optional reason). Enabled exactly when the exam machine allows.
 */
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ExamSubject } from '../../../api/question-bank/exams';
import { useReviewTransition } from '../api/change-review-state';
import { useExamState } from '../hooks/use-exam-state';
import { ReasonModal } from './ReasonModal';

export function MidEntryReviewBar({ exam }: { exam: ExamSubject }) {
  const { can } = useExamState(exam);
  const transition = useReviewTransition(exam.id);
  const [returning, setReturning] = useState(false);
  const pending = (event: string) => transition.isPending && transition.variables?.event === event;
  return (
    <Paper withBorder p="sm" role="toolbar" aria-label="검토 작업">
      <Stack gap={6}>
        <Text size="sm">작성자가 입력 중에 검토를 요청한 시험입니다. 통과시키면 검수 대기 목록으로 넘어갑니다.</Text>
        <Group gap="xs">
          <Button
            color="teal"
            disabled={!can('REVIEW_PASS')}
            loading={pending('REVIEW_PASS')}
            onClick={() =>
              modals.openConfirmModal({
                title: '검토 통과',
                children: <Text size="sm">'{exam.name}'의 입력을 완료로 보고 검수 대기로 넘깁니다.</Text>,
                labels: { confirm: '검토 통과', cancel: '취소' },
                confirmProps: { color: 'teal' },
                onConfirm: () =>
                  transition.mutate(
                    { event: 'REVIEW_PASS' },
                    {
                      onSuccess: () => notifications.show({ color: 'teal', message: '검토를 통과시켰습니다. 검수 대기로 넘어갔습니다.' }),
                      onError: (e) => notifications.show({ color: 'red', title: '처리하지 못했습니다', message: e.message }),
                    },
                  ),
              })
            }
          >
            검토 통과
          </Button>
          <Button color="red" variant="light" disabled={!can('RETURN')} loading={pending('RETURN')} onClick={() => setReturning(true)}>
            작성자에게 되돌리기
          </Button>
        </Group>
      </Stack>
      <ReasonModal
        opened={returning}
        onClose={() => setReturning(false)}
        title="작성자에게 되돌리기"
        reasonLabel="되돌리는 사유"
        confirmLabel="되돌리기"
        required={false}
        onSubmit={(reason) =>
          transition.mutateAsync({ event: 'RETURN', reason: reason || undefined }).then(() => notifications.show({ color: 'teal', message: '작성자에게 되돌렸습니다.' }))
        }
      >
        <Text size="sm">'{exam.name}'을(를) 작성자에게 돌려보내 계속 입력하게 합니다. 반려 횟수가 1 늘어납니다.</Text>
      </ReasonModal>
    </Paper>
  );
}
