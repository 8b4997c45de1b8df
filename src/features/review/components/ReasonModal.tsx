/**
 * A confirmation modal that needs a reason (반려, 강제 통과, 되돌리기): a real form, the reason field focused,
 * Enter for a new line and Ctrl+Enter (or the button) to confirm. It is the review screen machine's
 * "asking for a reason" state on screen: the text, the error (a blank reason, or the server's refusal) and
 * whether it is sending come from the machine, and each key stroke, submit and close is sent to it.
 */
import type { FormEvent, ReactNode } from 'react';
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
  /** The reason typed so far, the error to show and whether it is being sent (from the machine). */
  value: string;
  error: string | null;
  busy: boolean;
  onChange: (reason: string) => void;
  onSubmit: () => void;
}

export function ReasonModal({ opened, onClose, title, children, reasonLabel, confirmLabel, color = 'red', required = true, value, error, busy, onChange, onSubmit }: ReasonModalProps) {
  const close = () => {
    if (!busy) onClose();
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  const blank = !value.trim();
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
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
            }}
            error={error && blank && required ? `${reasonLabel}를 입력하세요.` : undefined}
          />
          {error && (!blank || !required) && (
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
