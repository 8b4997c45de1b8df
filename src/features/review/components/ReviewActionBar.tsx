/**
 * The guided reviewer actions of one exam (spec section 4): each button is enabled exactly when the
 * admin_check machine allows its event in the stored state; 반려 also needs at least one question marked
 * (the server answers 409 otherwise). 강제 통과 and 최종 확인 are admin-type (level 4+) and hidden below.
 * State changes ask first; 반려 and 강제 통과 ask for a reason in a modal.
 */
import { useState } from 'react';
import { Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ExamSubject } from '../../../api/question-bank/exams';
import type { Question } from '../../../api/question-bank/questions';
import { ADMIN_CHECK } from '../../../machines/admin-check.machine';
import { useReviewTransition, type ReviewAction } from '../api/change-review-state';
import type { AdminCheckType } from '../hooks/use-admin-check';
import { canUseAdminActions } from '../review.rules';
import { ReasonModal } from './ReasonModal';

export interface ReviewActionBarProps {
  exam: ExamSubject;
  returned: Question[];
  level: number;
  can: (type: AdminCheckType) => boolean;
}

const DONE_MESSAGE: Partial<Record<ReviewAction['event'], string>> = {
  HOLD: '보류했습니다.',
  RESUME: '검수를 재개했습니다.',
  APPROVE: '승인했습니다. 검수 완료 목록으로 옮겨졌습니다.',
  REJECT: '반려했습니다. 시험이 작성자에게 돌아갔습니다.',
  FORCE_SKIP: '강제 통과시켰습니다.',
  ADMIN_CHECK: '최종 확인했습니다.',
};

/** What the bar says when no reviewer action applies in the stored state. */
function idleHint(adminCheck: number): string | null {
  if (adminCheck === ADMIN_CHECK.withWriter.code) return '작성자가 작업 중인 시험입니다. 작성자가 다시 제출하면 검수할 수 있습니다.';
  if (adminCheck === ADMIN_CHECK.completed.code) return '최종 완료된 시험입니다. 더 할 일이 없습니다.';
  return null;
}

export function ReviewActionBar({ exam, returned, level, can }: ReviewActionBarProps) {
  const transition = useReviewTransition(exam.id);
  const [modal, setModal] = useState<'REJECT' | 'FORCE_SKIP' | null>(null);
  const admin = canUseAdminActions(level);

  const run = (action: ReviewAction) =>
    transition.mutateAsync(action).then((r) => {
      notifications.show({ color: 'teal', message: DONE_MESSAGE[action.event] ?? '처리했습니다.' });
      return r;
    });
  const runShowingError = (action: ReviewAction) => run(action).catch((e: Error) => notifications.show({ color: 'red', title: '처리하지 못했습니다', message: e.message }));
  const confirm = (title: string, body: string, label: string, action: ReviewAction, color?: string) =>
    modals.openConfirmModal({ title, children: <Text size="sm">{body}</Text>, labels: { confirm: label, cancel: '취소' }, confirmProps: { color }, onConfirm: () => void runShowingError(action) });

  const pending = (event: ReviewAction['event']) => transition.isPending && transition.variables?.event === event;
  const canReject = can('REJECT');
  const rejectReady = canReject && returned.length > 0;
  const hint = idleHint(exam.admin_check);

  return (
    <Paper withBorder p="sm" role="toolbar" aria-label="검수 작업">
      <Stack gap={6}>
        <Group gap="xs">
          <Button variant="default" disabled={!can('HOLD')} loading={pending('HOLD')} onClick={() => void runShowingError({ event: 'HOLD' })}>
            보류
          </Button>
          <Button variant="default" disabled={!can('RESUME')} loading={pending('RESUME')} onClick={() => void runShowingError({ event: 'RESUME' })}>
            검수 재개
          </Button>
          <Button
            color="teal"
            disabled={!can('APPROVE')}
            loading={pending('APPROVE')}
            onClick={() =>
              confirm(
                '검수 승인',
                returned.length > 0
                  ? `반려 표시된 문항이 ${returned.length}개 있습니다. 그래도 '${exam.name}'을(를) 승인할까요? 승인하면 검수 완료로 넘어갑니다.`
                  : `'${exam.name}'을(를) 승인할까요? 승인하면 검수 완료로 넘어갑니다.`,
                '승인',
                { event: 'APPROVE' },
                'teal',
              )
            }
          >
            승인
          </Button>
          <Button color="red" disabled={!rejectReady} loading={pending('REJECT')} onClick={() => setModal('REJECT')} aria-describedby={canReject && !rejectReady ? 'reject-hint' : undefined}>
            반려{returned.length > 0 ? ` (${returned.length})` : ''}
          </Button>
          {admin && (
            <>
              <Button color="orange" variant="light" disabled={!can('FORCE_SKIP')} loading={pending('FORCE_SKIP')} onClick={() => setModal('FORCE_SKIP')}>
                강제 통과
              </Button>
              <Button
                color="indigo"
                disabled={!can('ADMIN_CHECK')}
                loading={pending('ADMIN_CHECK')}
                onClick={() => confirm('최종 확인', `'${exam.name}'을(를) 최종 완료로 확인합니다. 최종 완료 후에는 되돌릴 수 없습니다.`, '최종 확인', { event: 'ADMIN_CHECK' }, 'indigo')}
              >
                최종 확인
              </Button>
            </>
          )}
        </Group>
        {canReject && !rejectReady && (
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

      <ReasonModal
        opened={modal === 'REJECT'}
        onClose={() => setModal(null)}
        title="시험 반려"
        reasonLabel="전체 반려 사유"
        confirmLabel="반려하기"
        onSubmit={(reason) => run({ event: 'REJECT', reason })}
      >
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
      <ReasonModal
        opened={modal === 'FORCE_SKIP'}
        onClose={() => setModal(null)}
        title="강제 통과"
        reasonLabel="강제 통과 사유"
        confirmLabel="강제 통과"
        color="orange"
        onSubmit={(reason) => run({ event: 'FORCE_SKIP', reason })}
      >
        <Text size="sm">'{exam.name}'을(를) 검수 없이 검수 완료로 넘깁니다. 사유는 처리 이력에 남습니다.</Text>
      </ReasonModal>
    </Paper>
  );
}
