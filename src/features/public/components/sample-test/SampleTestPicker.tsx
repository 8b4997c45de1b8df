/** The visitor's choice of a sample test: school level, grade, subject and how many questions, then 시작하기. */
import { useId, useState } from 'react';
import { Button, Group, Input, NativeSelect, Paper, SegmentedControl, Stack } from '@mantine/core';
import { SAMPLE_TEST_LIMITS } from '../../../../api/public';
import { useIsMobile } from '../../../../layout/breakpoints';
import { SAMPLE_TEST_OPTIONS } from '../../sample-test.rules';

/** A chosen test: school level, grade, subject and question count. */
export interface SampleTestScope {
  school_type: number;
  grade_id: number;
  subject_type_id: number;
  count: number;
}

const COUNTS = [SAMPLE_TEST_LIMITS.count.default, SAMPLE_TEST_LIMITS.count.max].map((n) => ({ value: String(n), label: `${n}문항` }));
const O = SAMPLE_TEST_OPTIONS;

/** A labelled group of segments, labelled like the other inputs; the label names the radio group for screen readers. */
function Segments({ label, value, onChange, data }: { label: string; value: string; onChange: (v: string) => void; data: Array<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id }}>
      <SegmentedControl aria-labelledby={id} fullWidth value={value} onChange={onChange} data={data} mt={4} />
    </Input.Wrapper>
  );
}

export function SampleTestPicker({ initial, onStart }: { initial: Partial<SampleTestScope>; onStart: (scope: SampleTestScope) => void }) {
  const mobile = useIsMobile();
  const [school, setSchool] = useState(String(initial.school_type ?? O.schoolTypes[1].value));
  const [grade, setGrade] = useState(String(initial.grade_id ?? O.grades[2].value));
  const [subject, setSubject] = useState(String(initial.subject_type_id ?? O.subjects[2].value));
  const [count, setCount] = useState(String(initial.count ?? SAMPLE_TEST_LIMITS.count.default));
  return (
    <Paper
      withBorder
      p={mobile ? 'md' : 'lg'}
      component="form"
      aria-label="체험 테스트 선택"
      maw={560}
      onSubmit={(e) => {
        e.preventDefault();
        onStart({ school_type: Number(school), grade_id: Number(grade), subject_type_id: Number(subject), count: Number(count) });
      }}
    >
      <Stack gap="md">
        <Segments label="학교급" value={school} onChange={setSchool} data={[...O.schoolTypes]} />
        <Segments label="학년" value={grade} onChange={setGrade} data={[...O.grades]} />
        <NativeSelect label="과목" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} data={[...O.subjects]} />
        <Segments label="문항 수" value={count} onChange={setCount} data={COUNTS} />
        <Group justify="flex-end">
          <Button type="submit" fullWidth={mobile}>
            시작하기
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
