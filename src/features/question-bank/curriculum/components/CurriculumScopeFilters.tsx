/**
 * The scope filters of the curriculum screens: curriculum (2015/2022), school level, grade, subject and subject
 * detail (details from the subject-master, narrowed to the chosen school level and curriculum). Changing the
 * curriculum, school level or subject clears the detail, since it no longer belongs.
 */
import { useId } from 'react';
import { Alert, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { CategoryScopeInput } from '../api/get-categories';
import { useSubjectMaster } from '../api/get-subject-master';
import { CURRICULUM_OPTIONS, type CurriculumYear } from '../curriculum.rules';
import { GRADES, SCHOOL_TYPE } from '../../../../api/codes';

export interface CurriculumScopeFiltersProps {
  value: CategoryScopeInput;
  /** Called with the whole new scope after one filter changed. */
  onChange: (next: CategoryScopeInput) => void;
}

const SCHOOL_OPTIONS = Object.values(SCHOOL_TYPE).map((s) => ({ value: String(s.code), label: s.label }));
const GRADE_OPTIONS = [{ value: '', label: '전체 학년' }, ...GRADES.map((g) => ({ value: String(g), label: `${g}학년` }))];
const toNumber = (v: string | null) => (v === null || v === '' ? null : Number(v));

/** The filter row; loads the subject-master (cached) for the subject and detail selects. */
export function CurriculumScopeFilters({ value, onChange }: CurriculumScopeFiltersProps) {
  const labelId = useId();
  const master = useSubjectMaster();
  const subjects = master.data?.data_list ?? [];
  const details = (subjects.find((s) => s.id === value.subject_type_id)?.details ?? []).filter(
    (d) => d.school_type === value.school_type && d.curriculum === value.curriculum,
  );
  const rescope = (next: Partial<Pick<CategoryScopeInput, 'curriculum' | 'school_type' | 'subject_type_id'>>) =>
    onChange({ ...value, ...next, subject_detail_type_id: null });

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            교육과정
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            value={String(value.curriculum)}
            onChange={(v) => rescope({ curriculum: Number(v) as CurriculumYear })}
            data={CURRICULUM_OPTIONS.map((c) => ({ value: String(c.value), label: c.label }))}
          />
        </Stack>
        <Select
          label="학교급"
          data={SCHOOL_OPTIONS}
          value={String(value.school_type)}
          onChange={(v) => v && rescope({ school_type: Number(v) })}
          allowDeselect={false}
          w={120}
        />
        <Select
          label="학년"
          data={GRADE_OPTIONS}
          value={value.grade_id === null ? '' : String(value.grade_id)}
          onChange={(v) => onChange({ ...value, grade_id: toNumber(v) })}
          allowDeselect={false}
          w={120}
        />
        <Select
          label="과목"
          placeholder={master.isPending ? '불러오는 중…' : '과목 선택'}
          data={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
          value={value.subject_type_id === null ? null : String(value.subject_type_id)}
          onChange={(v) => rescope({ subject_type_id: toNumber(v) })}
          disabled={master.isPending}
          clearable
          w={140}
        />
        <Select
          label="세부 과목"
          placeholder={value.subject_type_id === null ? '과목을 먼저 선택' : details.length === 0 ? '세부 과목 없음' : '전체'}
          data={details.map((d) => ({ value: String(d.id), label: `${d.name} (${d.code})` }))}
          value={value.subject_detail_type_id === null ? null : String(value.subject_detail_type_id)}
          onChange={(v) => onChange({ ...value, subject_detail_type_id: toNumber(v) })}
          disabled={value.subject_type_id === null || details.length === 0}
          clearable
          searchable
          w={240}
        />
      </Group>
      {master.isError && <Alert color="red">과목 목록을 불러오지 못했습니다: {master.error.message}</Alert>}
    </Stack>
  );
}
