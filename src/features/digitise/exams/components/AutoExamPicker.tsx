/**
 * A searchable picker of one AI exam subject (GET auto_exam_subject_list, the light list): each option shows the
 * subject's name, its exam's name and year. Used as an exam filter (the split-error report list).
 */
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { autoExamPickOptions } from '../api/auto-exam-queries';

/** The picker (see the file comment); `value` is the exam subject id, undefined for none. */
export function AutoExamPicker({ value, onChange, label = 'AI 시험', w = 260 }: { value: number | undefined; onChange: (id: number | undefined) => void; label?: string; w?: number }) {
  const list = useQuery(autoExamPickOptions());
  const data = (list.data?.data_list ?? []).map((e) => ({ value: String(e.id), label: e.test_name && e.test_name !== e.name ? `${e.name} · ${e.test_name} (${e.year})` : `${e.name} (${e.year})` }));
  // keep a chosen id selectable while the list loads (or when it is not in the list)
  if (value !== undefined && !data.some((d) => d.value === String(value))) data.unshift({ value: String(value), label: `#${value}` });
  return (
    <Select
      label={label}
      placeholder={list.isLoading ? '불러오는 중…' : '전체 (이름으로 찾기)'}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      searchable
      clearable
      nothingFoundMessage="맞는 AI 시험이 없습니다."
      w={w}
      comboboxProps={{ width: 420, position: 'bottom-start' }}
    />
  );
}
