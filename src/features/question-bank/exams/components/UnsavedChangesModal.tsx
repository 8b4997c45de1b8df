/** The question asked when someone leaves with unsaved edits: keep editing, leave without saving, or save and leave. */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LeaveGuard } from '../hooks/use-leave-guard';

export interface UnsavedChangesModalProps {
  guard: LeaveGuard;
  /** What holds the edits, e.g. "3번 문항". */
  what: string;
  /** Saves; false when the save failed or was called off (the person stays). */
  onSave: () => Promise<boolean>;
}

export function UnsavedChangesModal({ guard, what, onSave }: UnsavedChangesModalProps) {
  const [saving, setSaving] = useState(false);
  async function saveAndLeave() {
    setSaving(true);
    const saved = await onSave().finally(() => setSaving(false));
    if (saved) guard.proceed?.();
    else guard.reset?.();
  }
  return (
    <Modal opened={guard.status === 'blocked'} onClose={() => guard.reset?.()} title="저장하지 않은 변경이 있습니다" centered>
      <Stack gap="md">
        <Text size="sm">{what}에 저장하지 않은 변경이 있습니다. 이대로 나가면 바꾼 내용이 사라집니다.</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => guard.reset?.()} data-autofocus>
            계속 편집
          </Button>
          <Button variant="light" color="red" onClick={() => guard.proceed?.()}>
            저장하지 않고 나가기
          </Button>
          <Button loading={saving} onClick={() => void saveAndLeave()}>
            저장하고 나가기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
