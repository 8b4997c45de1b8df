/** The admin list filters of spec section 2: year, subject, grade, semester, exam type, state, staff and name search. */
import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ExamSubjectListQuery } from '../../api/question-bank/exams';
import { EXAM_SUBJECT_STATE } from '../../machines/exam-subject.machine';
import { EXAM_TYPE, GRADES, SEMESTER, SUBJECT_TYPE } from '../../api/codes';

const options = (table: Record<string, { code: number; label: string }>) => Object.values(table).map((e) => ({ value: String(e.code), label: e.label }));
const YEARS = Array.from({ length: 8 }, (_, i) => String(new Date().getFullYear() + 1 - i));

type Filters = Pick<Partial<ExamSubjectListQuery>, 'year' | 'subject_type_id' | 'grade_id' | 'semester' | 'type' | 'state' | 'user_search' | 'name_search'>;

export function ExamSubjectFilters({ value, onChange, hide = [] }: { value: Filters; onChange: (next: Partial<Filters>) => void; hide?: Array<keyof Filters> }) {
  const [name, setName] = useState(value.name_search ?? '');
  const [user, setUser] = useState(value.user_search ?? '');
  const [debouncedName] = useDebouncedValue(name, 300);
  const [debouncedUser] = useDebouncedValue(user, 300);
  useEffect(() => {
    if ((debouncedName || undefined) !== value.name_search || (debouncedUser || undefined) !== value.user_search) onChange({ name_search: debouncedName || undefined, user_search: debouncedUser || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedName, debouncedUser]);
  const num = (v: string | null) => (v === null || v === '' ? undefined : Number(v));
  const select = (key: keyof Filters, label: string, data: Array<{ value: string; label: string }>) =>
    hide.includes(key) ? null : (
      <Select key={key} label={label} placeholder="전체" data={data} value={value[key] === undefined ? null : String(value[key])} onChange={(v) => onChange({ [key]: num(v) })} clearable w={130} size="xs" />
    );
  return (
    <Group gap="xs" align="flex-end" role="search" aria-label="목록 필터">
      {select('year', '연도', YEARS.map((y) => ({ value: y, label: `${y}년` })))}
      {select('subject_type_id', '과목', options(SUBJECT_TYPE))}
      {select('grade_id', '학년', GRADES.map((g) => ({ value: String(g), label: `${g}학년` })))}
      {select('semester', '학기', options(SEMESTER))}
      {select('type', '시험 종류', options(EXAM_TYPE))}
      {select('state', '상태', options(EXAM_SUBJECT_STATE))}
      {!hide.includes('user_search') && <TextInput label="담당자" placeholder="이름 검색" value={user} onChange={(e) => setUser(e.currentTarget.value)} w={130} size="xs" />}
      <TextInput label="시험명" placeholder="이름 검색" value={name} onChange={(e) => setName(e.currentTarget.value)} w={180} size="xs" />
      <Button
        variant="subtle"
        size="xs"
        onClick={() => {
          setName('');
          setUser('');
          onChange({ year: undefined, subject_type_id: undefined, grade_id: undefined, semester: undefined, type: undefined, state: undefined, user_search: undefined, name_search: undefined });
        }}
      >
        초기화
      </Button>
    </Group>
  );
}
