/** The small inline form that asks why a question (or a passage) is returned: Enter submits, Esc cancels. */
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { LIMITS } from '../../../api/http';

export function ReturnReasonForm({ label, busy, error, onSubmit, onCancel }: { label: string; busy: boolean; error?: string | null; onSubmit: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    if (!reason.trim()) return setBlank(true);
    onSubmit(reason.trim());
  }
  return (
    <form onSubmit={submit} aria-label={label} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          data-autofocus
          autoFocus
          style={{ flex: 1 }}
          size="xs"
          label="반려 사유"
          placeholder="예: 정답이 ③이 아니라 ④입니다."
          value={reason}
          maxLength={LIMITS.shortText}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setBlank(false);
          }}
          error={blank ? '반려 사유를 입력하세요.' : error}
          required
        />
        <Button type="submit" size="xs" color="red" mt={22} loading={busy}>
          반려 표시
        </Button>
        <Button size="xs" variant="default" mt={22} onClick={onCancel}>
          닫기
        </Button>
      </Group>
    </form>
  );
}
