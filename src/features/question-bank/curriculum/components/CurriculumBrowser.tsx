/**
 * A read-only browser of the curriculum: choose curriculum, school level, grade, subject and detail, and see
 * the chapter tree (단원) and question types (문제유형) that apply side by side (spec section 5's rule), with the
 * literary works below (search, add).
 */
import { useState } from 'react';
import { Alert, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { GRADES, SCHOOL_TYPE } from '../../question-bank.rules';
import { useSubjectMaster } from '../api/get-subject-master';
import { CURRICULUM_OPTIONS, type CurriculumYear } from '../curriculum.rules';
import { CategoryPicker } from './CategoryPicker';
import { LiteraturePanel } from './LiteraturePanel';

export interface CurriculumBrowserProps {
  /** Whether the signed-in level may add works (POST exam/literature needs level 2); the route decides. */
  canAddLiterature?: boolean;
}

const SCHOOL_OPTIONS = Object.values(SCHOOL_TYPE).map((s) => ({ value: String(s.code), label: s.label }));
const GRADE_OPTIONS = [{ value: '', label: '전체 학년' }, ...GRADES.map((g) => ({ value: String(g), label: `${g}학년` }))];
const toNumber = (v: string | null) => (v === null || v === '' ? null : Number(v));

/** The browser screen body; the route wraps it in AdminPage and passes whether works may be added. */
export function CurriculumBrowser({ canAddLiterature = true }: CurriculumBrowserProps) {
  const master = useSubjectMaster();
  const [curriculum, setCurriculum] = useState<CurriculumYear>(2015);
  const [schoolType, setSchoolType] = useState<number>(SCHOOL_TYPE.high.code);
  const [grade, setGrade] = useState<number | null>(null);
  const [subject, setSubject] = useState<number | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const [chapterId, setChapterId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);

  const subjects = master.data?.data_list ?? [];
  const details = (subjects.find((s) => s.id === subject)?.details ?? []).filter((d) => d.school_type === schoolType && d.curriculum === curriculum);
  /** Any change of scope clears the detail when it no longer belongs, and the choices. */
  const rescope = (next: { curriculum?: CurriculumYear; schoolType?: number; subject?: number | null }) => {
    if (next.curriculum !== undefined) setCurriculum(next.curriculum);
    if (next.schoolType !== undefined) setSchoolType(next.schoolType);
    if (next.subject !== undefined) setSubject(next.subject);
    setDetail(null);
    setChapterId(null);
    setTypeId(null);
  };
  const scope = { curriculum, school_type: schoolType, grade_id: grade, subject_type_id: subject, subject_detail_type_id: detail };

  return (
    <Stack gap="md">
      <Card withBorder>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="curriculum-label">
              교육과정
            </Text>
            <SegmentedControl
              aria-labelledby="curriculum-label"
              value={String(curriculum)}
              onChange={(v) => rescope({ curriculum: Number(v) as CurriculumYear })}
              data={CURRICULUM_OPTIONS.map((c) => ({ value: String(c.value), label: c.label }))}
            />
          </Stack>
          <Select label="학교급" data={SCHOOL_OPTIONS} value={String(schoolType)} onChange={(v) => v && rescope({ schoolType: Number(v) })} allowDeselect={false} w={120} />
          <Select label="학년" data={GRADE_OPTIONS} value={grade === null ? '' : String(grade)} onChange={(v) => setGrade(toNumber(v))} allowDeselect={false} w={120} />
          <Select
            label="과목"
            placeholder={master.isPending ? '불러오는 중…' : '과목 선택'}
            data={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
            value={subject === null ? null : String(subject)}
            onChange={(v) => rescope({ subject: toNumber(v) })}
            disabled={master.isPending}
            clearable
            w={140}
          />
          <Select
            label="세부 과목"
            placeholder={subject === null ? '과목을 먼저 선택' : details.length === 0 ? '세부 과목 없음' : '전체'}
            data={details.map((d) => ({ value: String(d.id), label: `${d.name} (${d.code})` }))}
            value={detail === null ? null : String(detail)}
            onChange={(v) => {
              setDetail(toNumber(v));
              setChapterId(null);
              setTypeId(null);
            }}
            disabled={subject === null || details.length === 0}
            clearable
            searchable
            w={240}
          />
        </Group>
        {master.isError && (
          <Alert color="red" mt="sm">
            과목 목록을 불러오지 못했습니다: {master.error.message}
          </Alert>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <CategoryPicker kind="chapter" {...scope} value={chapterId} onChange={(id) => setChapterId(id)} height={480} />
        </Card>
        <Card withBorder>
          <CategoryPicker kind="type" {...scope} value={typeId} onChange={(id) => setTypeId(id)} height={480} />
        </Card>
      </SimpleGrid>
      <LiteraturePanel canAdd={canAddLiterature} />
    </Stack>
  );
}
