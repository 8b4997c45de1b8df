/**
 * The 해결 dialog of a reconciliation mismatch left for a person, driven by resolve-mismatch.machine.ts: it asks
 * what was found and done (required), records it (who and when are the server's), and shows a refusal on the note
 * or above it.
 */
import { useMemo } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { RESOLVE_NOTE_MAX, type ReconcileResolveBody } from '../../../../api/store/admin-payments';
import { serverError } from '../../../../components/form/form-errors';
import { useResolveMismatch } from '../api/reconciliations';
import { resolveMismatchMachine, type ResolveErrors } from '../resolve-mismatch.machine';

/** A refusal of the server as the dialog's errors, carried on the error the machine receives. */
class ResolveRefused extends Error {
  constructor(readonly errors: ResolveErrors) {
    super(errors.form ?? errors.note ?? '');
  }
}

/** The dialog's machine with the resolve call provided: [snapshot, send] for the panel and the dialog. */
export function useResolveDialog() {
  const resolve = useResolveMismatch();
  const machine = useMemo(
    () =>
      resolveMismatchMachine.provide({
        actors: {
          send: fromPromise<unknown, ReconcileResolveBody>(async ({ input }) => {
            try {
              const r = await resolve.mutateAsync(input);
              notifications.show({ color: 'teal', title: '해결 기록을 남겼습니다', message: `${r.data.day} 대사 · 주문 ${input.order}` });
              return r;
            } catch (error) {
              const e = serverError(error);
              throw new ResolveRefused(e.field === 'note' ? { note: e.message } : { form: e.message });
            }
          }),
        },
      }),
    // The mutation object changes on every render; its mutateAsync is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resolve.mutateAsync],
  );
  return useMachine(machine);
}

export type ResolveDialogActor = ReturnType<typeof useResolveDialog>;

export function ResolveMismatchDialog({ dialog }: { dialog: ResolveDialogActor }) {
  const [snapshot, send] = dialog;
  const c = snapshot.context;
  const sending = snapshot.matches('sending');
  return (
    <Modal opened={!snapshot.matches('closed')} onClose={() => !sending && send({ type: 'CLOSE' })} title="대사 불일치 해결">
      <form onSubmit={(e) => (e.preventDefault(), send({ type: 'SUBMIT' }))} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            주문 <b>{c.target?.order_id}</b>의 불일치를 어떻게 확인하고 처리했는지 적으세요. 기록한 사람과 시각이 함께 남고, 고칠 수 없습니다.
          </Text>
          {c.errors.form && (
            <Alert color="red" role="alert">
              {c.errors.form}
            </Alert>
          )}
          <Textarea
            label="해결 내용"
            placeholder="예: 토스 관리자 화면에서 승인 취소를 확인해 고객에게 안내함"
            value={c.note}
            onChange={(e) => send({ type: 'NOTE', note: e.currentTarget.value })}
            maxLength={RESOLVE_NOTE_MAX}
            autosize
            minRows={3}
            error={c.errors.note}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'CLOSE' })} disabled={sending}>
              취소
            </Button>
            <Button type="submit" loading={sending}>
              해결로 기록
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
