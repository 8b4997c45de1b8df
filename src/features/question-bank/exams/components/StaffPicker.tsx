/** Admins pick a staff member to see that person's work list instead of their own. */
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { staffOptions } from '../api/exam-queries';

export function StaffPicker({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const staff = useQuery(staffOptions(1));
  return (
    <Select
      label="직원별 보기"
      placeholder="내 목록"
      size="xs"
      w={220}
      searchable
      clearable
      data={(staff.data?.data_list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (레벨 ${s.level})` }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
    />
  );
}
