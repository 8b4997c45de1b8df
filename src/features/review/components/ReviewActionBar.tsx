/**
 * The guided reviewer actions of one exam (spec section 4): each button is enabled exactly when the review
 * policy lets the actor review the exam and the exam machine takes its event in the stored state; 반려 also
 * needs a question marked for return (the exam machine's guard, shown as a hint). 강제 통과 and 최종 확인 are
 * admin-type (review.policy.ts) and hidden below. State changes ask first; 반려 and 강제 통과 ask for a
 * reason in a modal, which is the review screen machine's "asking for a reason" state.
 */
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ExamSubject } from '../../../api/question-bank/exams';
import type { Question } from '../../../api/question-bank/questions';
import { ADMIN_CHECK } from '../../../machines/admin-check.machine';
import type { ReviewScreen } from '../hooks/use-review-screen';
import { ReasonModal } from './ReasonModal';

export interface ReviewActionBarProps {
  exam: ExamSubject;
  returned: Question[];
  /** Whether the review policy lets the signed-in staff member review this exam. */
  mayReview: boolean;
  /** Whether the review policy lets them use the admin-type actions (the buttons show only then). */
  adminActions: boolean;
  /** The review screen machine. */
  review: ReviewScreen;
}

/** What the bar says when no reviewer action applies in the stored state. */
function idleHint(adminCheck: number): string | null {
  if (adminCheck === ADMIN_CHECK.withWriter.code) return '작성자가 작업 중인 시험입니다. 작성자가 다시 제출하면 검수할 수 있습니다.';
  if (adminCheck === ADMIN_CHECK.completed.code) return '최종 완료된 시험입니다. 더 할 일이 없습니다.';
  return null;
}

export function ReviewActionBar({ exam, returned, mayReview, adminActions, review }: ReviewActionBarProps) {
  /** A button is enabled when the policy lets the actor review and the exam machine takes the event (a reason still to ask aside). */
  const can = (type: 'HOLD' | 'RESUME' | 'APPROVE' | 'ADMIN_CHECK' | 'REJECT' | 'FORCE_SKIP') => mayReview && review.can({ type });
  const send = (type: 'HOLD' | 'RESUME' | 'APPROVE' | 'ADMIN_CHECK') => review.send({ type: 'SEND', request: { type } });
  const confirm = (title: string, body: string, label: string, type: 'APPROVE' | 'ADMIN_CHECK', color?: string) =>
    modals.openConfirmModal({ title, children: <Text size="sm">{body}</Text>, labels: { confirm: label, cancel: '취소' }, confirmProps: { color }, onConfirm: () => send(type) });
  /** The exam machine refuses REJECT until a question is marked for return: say so. */
  const rejectBlocker = review.blocker({ type: 'REJECT' });
  const markFirst = mayReview && Array.isArray(rejectBlocker) && rejectBlocker.includes('hasMarkedQuestion');
  const hint = idleHint(exam.admin_check);
  const dialog = (type: 'REJECT' | 'FORCE_SKIP') => review.asking?.type === type;
  const modalProps = {
    value: review.reason,
    error: review.error,
    busy: review.sending,
    onChange: (reason: string) => review.send({ type: 'TYPE', reason }),
    onSubmit: () => review.send({ type: 'SUBMIT' }),
    onClose: () => review.send({ type: 'CANCEL' }),
  };

  return (
    <Paper withBorder p="sm" role="toolbar" aria-label="검수 작업">
      <Stack gap={6}>
        <Group gap="xs">
          <Button variant="default" disabled={!can('HOLD')} loading={review.busy('HOLD')} onClick={() => send('HOLD')}>
            보류
          </Button>
          <Button variant="default" disabled={!can('RESUME')} loading={review.busy('RESUME')} onClick={() => send('RESUME')}>
            검수 재개
          </Button>
          <Button
            color="teal"
            disabled={!can('APPROVE')}
            loading={review.busy('APPROVE')}
            onClick={() =>
              confirm(
                '검수 승인',
                returned.length > 0
                  ? `반려 표시된 문항이 ${returned.length}개 있습니다. 그래도 '${exam.name}'을(를) 승인할까요? 승인하면 검수 완료로 넘어갑니다.`
                  : `'${exam.name}'을(를) 승인할까요? 승인하면 검수 완료로 넘어갑니다.`,
                '승인',
                'APPROVE',
                'teal',
              )
            }
          >
            승인
          </Button>
          <Button color="red" disabled={!can('REJECT')} loading={review.busy('REJECT')} onClick={() => review.ask({ type: 'REJECT' })} aria-describedby={markFirst ? 'reject-hint' : undefined}>
            반려{returned.length > 0 ? ` (${returned.length})` : ''}
          </Button>
          {adminActions && (
            <>
              <Button color="orange" variant="light" disabled={!can('FORCE_SKIP')} loading={review.busy('FORCE_SKIP')} onClick={() => review.ask({ type: 'FORCE_SKIP' })}>
                강제 통과
              </Button>
              <Button
                color="indigo"
                disabled={!can('ADMIN_CHECK')}
                loading={review.busy('ADMIN_CHECK')}
                onClick={() => confirm('최종 확인', `'${exam.name}'을(를) 최종 완료로 확인합니다. 최종 완료 후에는 되돌릴 수 없습니다.`, '최종 확인', 'ADMIN_CHECK', 'indigo')}
              >
                최종 확인
              </Button>
            </>
          )}
        </Group>
        {markFirst && (
          <Text id="reject-hint" size="xs" c="dimmed">
            반려하려면 먼저 문제가 있는 문항에 「반려 표시」를 하세요.
          </Text>
        )}
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>

      <ReasonModal opened={dialog('REJECT')} title="시험 반려" reasonLabel="전체 반려 사유" confirmLabel="반려하기" {...modalProps}>
        <Text size="sm">
          '{exam.name}'을(를) 반려하면 시험이 작성자에게 돌아가고(상태 입력 중), 작성자는 아래 문항을 고쳐 문항마다 수정 완료를 표시합니다.
        </Text>
        <Paper withBorder p="xs" bg="red.0">
          <Text size="sm" fw={600} mb={4}>
            반려 표시된 문항 {returned.length}개
          </Text>
          <List size="sm" spacing={2}>
            {returned.map((q) => (
              <List.Item key={q.id}>
                {q.question_index}번: {q.return_reason ?? '(사유 없음)'}
              </List.Item>
            ))}
          </List>
        </Paper>
      </ReasonModal>
      <ReasonModal opened={dialog('FORCE_SKIP')} title="강제 통과" reasonLabel="강제 통과 사유" confirmLabel="강제 통과" color="orange" {...modalProps}>
        <Text size="sm">'{exam.name}'을(를) 검수 없이 검수 완료로 넘깁니다. 사유는 처리 이력에 남습니다.</Text>
      </ReasonModal>
    </Paper>
  );
}
