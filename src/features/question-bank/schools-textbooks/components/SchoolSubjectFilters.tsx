/** The school exam list's filters: year, grade, semester, subject and a school name search (spec section 2). */
import { useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { SchoolExamSearch } from '../api/school-subjects';
import { GRADE_OPTIONS, SEMESTER_OPTIONS, SUBJECT_OPTIONS, yearOptions, type NumberOption } from './select-options';

type FilterKey = 'year' | 'grade_id' | 'semester' | 'subject_type_id';

const FILTERS: Array<{ key: FilterKey; label: string; options: NumberOption[] }> = [
  { key: 'year', label: '연도', options: yearOptions() },
  { key: 'grade_id', label: '학년', options: GRADE_OPTIONS },
  { key: 'semester', label: '학기', options: SEMESTER_OPTIONS },
  { key: 'subject_type_id', label: '과목', options: SUBJECT_OPTIONS },
];

export function SchoolSubjectFilters({ search, onChange }: { search: SchoolExamSearch; onChange: (patch: Partial<SchoolExamSearch>) => void }) {
  const [name, setName] = useState(search.name_search ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ name_search: name.trim() || undefined });
  }

  return (
    <form onSubmit={submit} role="search" aria-label="내신 시험 검색">
      <Group align="end" gap="sm" wrap="wrap">
        {FILTERS.map((f) => (
          <Select<number>
            key={f.key}
            label={f.label}
            placeholder="전체"
            data={f.options}
            value={search[f.key] ?? null}
            onChange={(value) => onChange({ [f.key]: value ?? undefined })}
            clearable
            w={130}
          />
        ))}
        <TextInput label="학교명" placeholder="학교 이름으로 검색" value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
        <Button type="submit" variant="light">
          검색
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            setName('');
            onChange({ year: undefined, grade_id: undefined, semester: undefined, subject_type_id: undefined, name_search: undefined });
          }}
        >
          초기화
        </Button>
      </Group>
    </form>
  );
}
