/**
 * An exam its writer sent for review while entering (state 1 검토 중): the reviewer passes it on to the
 * reviewer lists (REVIEW_PASS; offered once every question is complete, the screen lists what is missing) or
 * gives it back to the writer (RETURN, with an optional reason). Enabled exactly when the review policy and the
 * exam machine allow; the reason dialog is the review screen machine's state.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ExamSubject } from '../../../api/question-bank/exams';
import type { ReviewScreen } from '../hooks/use-review-screen';
import { ReasonModal } from './ReasonModal';

/** `mayReview`: whether the review policy lets the signed-in reviewer act on this exam; `review`: the review screen machine. */
export function MidEntryReviewBar({ exam, mayReview, review }: { exam: ExamSubject; mayReview: boolean; review: ReviewScreen }) {
  const can = (type: 'REVIEW_PASS' | 'RETURN') => mayReview && review.can({ type });
  return (
    <Paper withBorder p="sm" role="toolbar" aria-label="검토 작업">
      <Stack gap={6}>
        <Text size="sm">작성자가 입력 중에 검토를 요청한 시험입니다. 통과시키면 검수 대기 목록으로 넘어갑니다.</Text>
        <Group gap="xs">
          <Button
            color="teal"
            disabled={!can('REVIEW_PASS')}
            loading={review.busy('REVIEW_PASS')}
            onClick={() =>
              modals.openConfirmModal({
                title: '검토 통과',
                children: <Text size="sm">'{exam.name}'의 입력을 완료로 보고 검수 대기로 넘깁니다.</Text>,
                labels: { confirm: '검토 통과', cancel: '취소' },
                confirmProps: { color: 'teal' },
                onConfirm: () => review.send({ type: 'SEND', request: { type: 'REVIEW_PASS' } }),
              })
            }
          >
            검토 통과
          </Button>
          <Button color="red" variant="light" disabled={!can('RETURN')} loading={review.busy('RETURN')} onClick={() => review.ask({ type: 'RETURN' })}>
            작성자에게 되돌리기
          </Button>
        </Group>
      </Stack>
      <ReasonModal
        opened={review.asking?.type === 'RETURN'}
        onClose={() => review.send({ type: 'CANCEL' })}
        title="작성자에게 되돌리기"
        reasonLabel="되돌리는 사유"
        confirmLabel="되돌리기"
        required={false}
        value={review.reason}
        error={review.error}
        busy={review.sending}
        onChange={(reason) => review.send({ type: 'TYPE', reason })}
        onSubmit={() => review.send({ type: 'SUBMIT' })}
      >
        <Text size="sm">'{exam.name}'을(를) 작성자에게 돌려보내 계속 입력하게 합니다. 반려 횟수가 1 늘어납니다.</Text>
      </ReasonModal>
    </Paper>
  );
}
