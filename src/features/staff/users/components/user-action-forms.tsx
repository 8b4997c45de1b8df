/**
 * The administrators' forms on one user, each in a dialog: a warning (points 1-10 and a reason), points given
 * or taken back (the balance never below 0), and a note. Each validates with the call's own schema before
 * sending, shows a refusal on its field (or above the form), sends with Ctrl+Enter from the text box, and
 * closes when saved.
 */
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '../../../../api/http';
import { PointGiveBodySchema, POINT_GIVE, UserNoteBodySchema, UserWarningBodySchema, WARNING_POINT, type UserRow } from '../../../../api/staff/users';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';
import { useAddUserNote } from '../api/add-user-note';
import { useGivePoints } from '../api/give-points';
import { useWarnUser } from '../api/warn-user';

export type UserAction = 'warn' | 'points' | 'note';
const TITLES: Record<UserAction, string> = { warn: '경고 주기', points: '포인트 지급·회수', note: '메모 작성' };

/** Ctrl+Enter (or ⌘+Enter) in a text box sends its form. */
const submitOnCtrlEnter = (e: KeyboardEvent<HTMLTextAreaElement>) => {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
};

/** The dialog of one action on a user; its form is new each time it opens. */
export function UserActionModal({ user, action, onClose }: { user: UserRow; action: UserAction | null; onClose: () => void }) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={action ? `${TITLES[action]} · ${user.name}` : ''} centered>
      {action === 'warn' && <WarnForm user={user} onDone={onClose} />}
      {action === 'points' && <PointsForm user={user} onDone={onClose} />}
      {action === 'note' && <NoteForm user={user} onDone={onClose} />}
    </Modal>
  );
}

/** Form errors and the message of a refusal that names no field. */
function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const check = (schema: Parameters<typeof validate>[0], values: unknown) => {
    const invalid = validate(schema, values);
    setErrors(invalid ?? {});
    setFailure(null);
    return !invalid;
  };
  const refused = (error: unknown) => {
    const e = serverError(error);
    if (e.field) setErrors({ [e.field]: e.message });
    else setFailure(e.message);
  };
  return { errors, failure, check, refused };
}

function FormFrame({ onSubmit, failure, children, submit, pending, onCancel, color }: { onSubmit: (e: FormEvent) => void; failure: string | null; children: ReactNode; submit: string; pending: boolean; onCancel: () => void; color?: string }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            취소
          </Button>
          <Button type="submit" loading={pending} color={color}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const WarningInput = UserWarningBodySchema.omit({ user_id: true });

function WarnForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const [point, setPoint] = useState<number | string>(WARNING_POINT.min);
  const [reason, setReason] = useState('');
  const form = useFormErrors();
  const warn = useWarnUser(user.id);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { warning_point: typeof point === 'number' ? point : Number.NaN, reason };
    if (!form.check(WarningInput, values)) return;
    try {
      const result = await warn.mutateAsync(WarningInput.parse(values));
      notifications.show({ color: 'orange', message: `${user.name}님에게 경고 ${values.warning_point}점을 주었습니다 (누적 ${result.warning_point}점).` });
      onDone();
    } catch (error) {
      form.refused(error);
    }
  }
  return (
    <FormFrame onSubmit={submit} failure={form.failure} submit="경고 주기" pending={warn.isPending} onCancel={onDone} color="red">
      <Text size="sm">
        지금 누적 경고는 {user.warning_point}점입니다. {user.name}님은 알림으로 경고와 사유를 받습니다.
      </Text>
      <NumberInput label="경고 점수" description={`${WARNING_POINT.min}~${WARNING_POINT.max}점`} min={WARNING_POINT.min} max={WARNING_POINT.max} allowDecimal={false} value={point} onChange={setPoint} error={form.errors.warning_point} required data-autofocus />
      <Textarea label="사유" description="Ctrl+Enter로 보냅니다." autosize minRows={3} maxLength={LIMITS.shortText * 5} value={reason} onChange={(e) => setReason(e.currentTarget.value)} onKeyDown={submitOnCtrlEnter} error={form.errors.reason} required />
    </FormFrame>
  );
}

const PointInput = PointGiveBodySchema.omit({ user_id: true });

function PointsForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const [mode, setMode] = useState<'give' | 'take'>('give');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const form = useFormErrors();
  const give = useGivePoints(user.id);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = typeof amount === 'number' ? amount : Number.NaN;
    const values = { point: mode === 'take' ? -value : value, reason };
    if (!form.check(PointInput, values)) return;
    try {
      const result = await give.mutateAsync(PointInput.parse(values));
      notifications.show({ color: 'teal', message: `${user.name}님의 포인트가 ${result.point.toLocaleString('ko-KR')}점이 되었습니다.` });
      onDone();
    } catch (error) {
      form.refused(error);
    }
  }
  return (
    <FormFrame onSubmit={submit} failure={form.failure} submit={mode === 'give' ? '지급하기' : '회수하기'} pending={give.isPending} onCancel={onDone}>
      <Text size="sm">지금 포인트는 {user.point.toLocaleString('ko-KR')}점입니다. 회수는 가진 포인트까지만 할 수 있습니다.</Text>
      <SegmentedControl
        aria-label="지급 또는 회수"
        data={[
          { value: 'give', label: '지급' },
          { value: 'take', label: '회수' },
        ]}
        value={mode}
        onChange={(v) => setMode(v as 'give' | 'take')}
      />
      <NumberInput label="포인트" min={1} max={POINT_GIVE.max} allowDecimal={false} allowNegative={false} thousandSeparator="," value={amount} onChange={setAmount} error={form.errors.point} required data-autofocus />
      <Textarea label="사유" description="Ctrl+Enter로 보냅니다." autosize minRows={2} maxLength={LIMITS.shortText} value={reason} onChange={(e) => setReason(e.currentTarget.value)} onKeyDown={submitOnCtrlEnter} error={form.errors.reason} required />
    </FormFrame>
  );
}

const NoteInput = UserNoteBodySchema.omit({ id: true });

function NoteForm({ user, onDone }: { user: UserRow; onDone: () => void }) {
  const [note, setNote] = useState('');
  const form = useFormErrors();
  const add = useAddUserNote(user.id);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check(NoteInput, { note })) return;
    try {
      await add.mutateAsync(NoteInput.parse({ note }).note);
      notifications.show({ color: 'teal', message: '메모를 저장했습니다.' });
      onDone();
    } catch (error) {
      form.refused(error);
    }
  }
  return (
    <FormFrame onSubmit={submit} failure={form.failure} submit="저장" pending={add.isPending} onCancel={onDone}>
      <Text size="sm">{user.name}님에 대한 메모를 남깁니다. 메모는 알림으로 보내지 않습니다.</Text>
      <Textarea label="메모" description="Ctrl+Enter로 저장합니다." autosize minRows={4} maxLength={LIMITS.longText} value={note} onChange={(e) => setNote(e.currentTarget.value)} onKeyDown={submitOnCtrlEnter} error={form.errors.note} required data-autofocus />
    </FormFrame>
  );
}
