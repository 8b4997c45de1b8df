/**
 * A confirmation dialog of the 결제 내역 page (정기결제 해지, 다시 시작): loaded when first opened, so the page's first
 * load carries no modal code. The answer of the action is shown inside it (a refusal stays until the next try).
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export default function ConfirmDialog({ opened, title, children, confirmLabel, color, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            닫기
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
