/**
 * The small inline form that asks why a question (or a passage) is returned: Enter submits, Esc cancels. It is
 * the review screen machine's "asking for a reason" state for a return mark: the text, the error and whether
 * it is sending come from the machine.
 */
import type { FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { LIMITS } from '../../../api/http';

export interface ReturnReasonFormProps {
  label: string;
  value: string;
  busy: boolean;
  error?: string | null;
  onChange: (reason: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function ReturnReasonForm({ label, value, busy, error, onChange, onSubmit, onCancel }: ReturnReasonFormProps) {
  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    onSubmit();
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
          value={value}
          maxLength={LIMITS.shortText}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error && !value.trim() ? '반려 사유를 입력하세요.' : error}
          required
        />
        <Button type="submit" size="xs" color="red" mt={22} loading={busy}>
          반려 표시
        </Button>
        <Button size="xs" variant="default" mt={22} onClick={onCancel} disabled={busy}>
          닫기
        </Button>
      </Group>
    </form>
  );
}
