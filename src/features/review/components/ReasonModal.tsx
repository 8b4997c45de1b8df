/**
 * A confirmation modal that needs a reason (반려, 강제 통과): a real form, the reason field focused, Enter for
 * a new line and Ctrl+Enter (or the button) to confirm; the server's refusal is shown inside.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { LIMITS } from '../../../api/http';

export interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  color?: string;
  /** false when the reason may be left empty. */
  required?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
}

export function ReasonModal({ opened, onClose, title, children, reasonLabel, confirmLabel, color = 'red', required = true, onSubmit }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (required && !reason.trim()) return setError(`${reasonLabel}를 입력하세요.`);
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      setReason('');
      setError(null);
      onClose();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="sm">
          {children}
          <Textarea
            data-autofocus
            label={reasonLabel}
            description="Ctrl+Enter로 확인"
            required={required}
            autosize
            minRows={3}
            maxLength={LIMITS.shortText}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
            }}
            error={error && !reason.trim() ? error : undefined}
          />
          {error && (reason.trim() || !required) && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              취소
            </Button>
            <Button type="submit" color={color} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
