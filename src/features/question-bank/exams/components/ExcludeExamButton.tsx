/**
 * "제외" / "복원" of a done exam in the management list: shown when the exam machine takes EXCLUDE or INCLUDE;
 * excluding asks for the reason in a dialog that is the exclusion machine's "asking" state
 * (exclude-exam.machine.ts). Remount it when the row's state changes (`key`), so the machine restarts there.
 */
import { useRef } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import { LIMITS } from '../../../../api/http';
import { examSnapshotOf } from '../../../../machines/exam.machine';
import { useExamTransition } from '../api/exam-queries';
import { excludeExamMachine, type ExclusionRequest } from '../exclude-exam.machine';

export function ExcludeExamButton({ row }: { row: ExamSubject }) {
  const transition = useExamTransition();
  const perform = useRef<(r: ExclusionRequest) => Promise<unknown>>(async () => undefined);
  perform.current = (r) =>
    transition.mutateAsync({ kind: 'exclude', id: row.id, ...r }).then(
      () => notifications.show({ color: 'teal', message: r.excluded ? '문제은행에서 제외했습니다.' : '복원했습니다.' }),
      (e: Error) => {
        if (!r.excluded) notifications.show({ color: 'red', title: '처리하지 못했습니다', message: e.message });
        throw e;
      },
    );
  const [state, send] = useMachine(excludeExamMachine.provide({ actors: { perform: fromPromise(({ input }) => perform.current(input)) } }), { input: { exam: examSnapshotOf(row) } });
  const { exam, reason, error } = state.context;
  const asking = state.matches('asking') || state.matches('excluding');
  if (!exam.can({ type: 'INCLUDE' }) && !state.can({ type: 'ASK' }) && !asking) return null;
  return (
    <>
      {exam.can({ type: 'INCLUDE' }) ? (
        <Button size="compact-xs" variant="subtle" loading={state.matches('including')} onClick={() => send({ type: 'INCLUDE' })}>
          복원
        </Button>
      ) : (
        <Button size="compact-xs" variant="subtle" onClick={() => send({ type: 'ASK' })}>
          제외
        </Button>
      )}
      <Modal opened={asking} onClose={() => !state.matches('excluding') && send({ type: 'CANCEL' })} title="시험 제외">
        <form
          aria-label="시험 제외"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">'{row.name}'을(를) 문제은행에서 제외합니다. 사유는 처리 이력에 남습니다.</Text>
            <Textarea data-autofocus label="제외 사유" required autosize minRows={2} maxLength={LIMITS.shortText} value={reason} onChange={(e) => send({ type: 'TYPE', reason: e.currentTarget.value })} error={error && !reason.trim() ? error : undefined} />
            {error && reason.trim() && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => send({ type: 'CANCEL' })} disabled={state.matches('excluding')}>
                취소
              </Button>
              <Button type="submit" color="red" loading={state.matches('excluding')}>
                제외
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
