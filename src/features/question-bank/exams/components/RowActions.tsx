/** Lifecycle buttons of a list row, enabled exactly when the exam machine takes the event (or its state has the tag). */
import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import { useExamTransition } from '../api/exam-queries';
import { useExamLifecycle } from '../hooks/use-exam-lifecycle';

function Inner({ row, mode, onOpen }: { row: ExamSubject; mode: 'enter' | 'class'; onOpen: () => void }) {
  const { can, hasTag } = useExamLifecycle(row);
  const transition = useExamTransition();
  // Opening the editor follows the promise, not mutate()'s per-call onSuccess: the refetch after the change can
  // take this row off the list (and unmount it) before a per-call callback would run.
  const fail = (e: Error) => notifications.show({ color: 'red', title: '처리하지 못했습니다', message: e.message });
  if (mode === 'enter') {
    return (
      <Group gap={4} wrap="nowrap">
        {can({ type: 'ENTER' }) ? (
          <Button size="compact-xs" loading={transition.isPending} onClick={() => void transition.mutateAsync({ kind: 'enter', id: row.id, event: 'ENTER' }).then(onOpen, fail)}>
            입력 시작
          </Button>
        ) : (
          <Button size="compact-xs" variant="light" onClick={onOpen}>
            {hasTag('editable') ? '입력' : '보기'}
          </Button>
        )}
        {can({ type: 'SEND_REVIEW' }) && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() =>
              modals.openConfirmModal({
                title: '검토 요청',
                children: `'${row.name}'을(를) 검토 요청할까요? 검토 중에는 입력할 수 없습니다.`,
                onConfirm: () => transition.mutate({ kind: 'enter', id: row.id, event: 'SEND_REVIEW' }, { onError: fail }),
              })
            }
          >
            검토 요청
          </Button>
        )}
      </Group>
    );
  }
  const takeable = row.teacher_id === null && can({ type: 'TAKE_CLASS', takenByOther: false });
  return (
    <Group gap={4} wrap="nowrap">
      {takeable ? (
        <Button size="compact-xs" loading={transition.isPending} onClick={() => void transition.mutateAsync({ kind: 'classTake', id: row.id }).then(onOpen, () => undefined /* the client already showed the error */)}>
          분류 맡기
        </Button>
      ) : (
        <Button size="compact-xs" variant="light" onClick={onOpen} disabled={!hasTag('classifiable') && !hasTag('done')}>
          {hasTag('classifiable') ? '분류' : '보기'}
        </Button>
      )}
    </Group>
  );
}

/** Re-mounts when the stored state changes, so the machine restarts from the new state. */
export function RowActions(props: { row: ExamSubject; mode: 'enter' | 'class'; onOpen: () => void }) {
  const { row } = props;
  return <Inner key={`${row.state}-${row.admin_check}-${row.excluded_state}`} {...props} />;
}
