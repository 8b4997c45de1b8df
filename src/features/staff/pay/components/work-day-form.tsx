/** Records the hours of one day (PUT user/work_day): date, hours in half hours, a memo; 0 hours removes the day. */
import { useState } from 'react';
import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WORK_HOURS } from '../../../../api/staff/pay';
import { useRecordWorkDay } from '../api/pay-queries';

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

export function WorkDayForm({ userId }: { userId?: number }) {
  const [date, setDate] = useState(today());
  const [hours, setHours] = useState<number | string>(8);
  const [memo, setMemo] = useState('');
  const record = useRecordWorkDay();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && typeof hours === 'number' && hours >= WORK_HOURS.min && hours <= WORK_HOURS.max && Number.isInteger(hours / WORK_HOURS.step);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    record.mutate(
      { user_id: userId, date, hours: hours as number, memo },
      { onSuccess: () => notifications.show({ color: 'teal', message: hours === 0 ? `${date} 근무 기록을 지웠습니다.` : `${date} ${hours}시간을 기록했습니다.` }) },
    );
  };
  return (
    <form onSubmit={submit} aria-label="근무일 기록">
      <Group align="end" gap="sm">
        <TextInput type="date" label="날짜" value={date} onChange={(e) => setDate(e.currentTarget.value)} required w={170} />
        <NumberInput label="근무 시간" value={hours} onChange={setHours} min={WORK_HOURS.min} max={WORK_HOURS.max} step={WORK_HOURS.step} decimalScale={1} suffix="시간" w={120} error={typeof hours === 'number' && !valid ? '0~24시간, 30분 단위' : undefined} />
        <TextInput label="메모" value={memo} onChange={(e) => setMemo(e.currentTarget.value)} maxLength={200} placeholder="예: 재택, 반차" style={{ flex: 1 }} />
        <Button type="submit" loading={record.isPending} disabled={!valid}>
          기록
        </Button>
      </Group>
    </form>
  );
}
