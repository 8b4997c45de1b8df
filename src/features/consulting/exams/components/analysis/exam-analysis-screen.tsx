/**
 * /admin/admin-consulting/exam/analyze-info (issue 10 point 5): the consultants' analysis of the students' mock
 * exams, under filters kept in the URL (year, sitting, subject area, elective): how many students and records,
 * the units and types where students lose the largest share of their points, and each sitting's score
 * distribution per area.
 */
import { Alert, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { choicesOfArea, SUBJECT_AREAS, type SubjectArea } from '../../../../../api/consulting/exams';
import { useExamAnalysis } from '../../api/get-exam-analysis';
import { analysisQuery, type AnalysisSearch } from '../../analysis.search';
import { AnalysisCategoryChart } from './analysis-category-chart';
import { ScoreDistributionCard } from './score-distribution-card';

const ALL = 'all';
/** The most distributions drawn at once (narrow the filters for the others). */
const DISTRIBUTIONS_MAX = 12;

export interface ExamAnalysisScreenProps {
  search: AnalysisSearch;
  onSearch: (next: AnalysisSearch) => void;
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === undefined ? <Skeleton h={28} w={60} mt={4} /> : <Text fw={700} size="xl">{value.toLocaleString('ko-KR')}</Text>}
    </Card>
  );
}

export function ExamAnalysisScreen({ search, onSearch }: ExamAnalysisScreenProps) {
  const analysis = useExamAnalysis(analysisQuery(search));
  const data = analysis.data?.data;
  const sittings = data?.sittings ?? [];
  const years = [...new Set(sittings.map((s) => s.year))];
  const names = sittings.filter((s) => search.year === undefined || s.year === search.year);
  const pick = (v: string | null) => (v === null || v === ALL ? undefined : v);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="연도"
          data={[{ value: ALL, label: '전체' }, ...years.map((y) => ({ value: String(y), label: `${y}년` }))]}
          value={search.year === undefined ? ALL : String(search.year)}
          allowDeselect={false}
          onChange={(v) => onSearch({ ...search, year: pick(v) === undefined ? undefined : Number(v), test_name: undefined })}
        />
        <Select
          label="모의고사"
          data={[{ value: ALL, label: '전체' }, ...[...new Set(names.map((s) => s.test_name))].map((n) => ({ value: n, label: `${n} (${names.filter((s) => s.test_name === n).reduce((k, s) => k + s.students, 0)}명)` }))]}
          value={search.test_name ?? ALL}
          allowDeselect={false}
          searchable
          onChange={(v) => onSearch({ ...search, test_name: pick(v) })}
        />
        <Select
          label="과목 영역"
          data={[{ value: ALL, label: '전체' }, ...SUBJECT_AREAS.map((a) => ({ value: a.code, label: a.label }))]}
          value={search.subject_area ?? ALL}
          allowDeselect={false}
          onChange={(v) => onSearch({ ...search, subject_area: pick(v) as SubjectArea | undefined, choice_subject_id: undefined })}
        />
        <Select
          label="선택과목"
          data={[{ value: ALL, label: '전체' }, ...(search.subject_area ? choicesOfArea(search.subject_area).map((c) => ({ value: String(c.id), label: c.label })) : [])]}
          value={search.choice_subject_id === undefined ? ALL : String(search.choice_subject_id)}
          allowDeselect={false}
          disabled={!search.subject_area}
          searchable
          onChange={(v) => onSearch({ ...search, choice_subject_id: pick(v) === undefined ? undefined : Number(v) })}
        />
      </SimpleGrid>
      {analysis.error && <Alert color="red">{analysis.error.message}</Alert>}
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Stat label="학생" value={data?.students} />
        <Stat label="과목 성적" value={data?.records} />
        <Stat label="답안 채점" value={data?.graded_records} />
      </SimpleGrid>
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <AnalysisCategoryChart title="단원별 감점률" rows={data.units} kind="단원" />
            <AnalysisCategoryChart title="유형별 감점률" rows={data.types} kind="유형" />
          </SimpleGrid>
          <Group justify="space-between">
            <Text fw={600}>점수 분포</Text>
            {data.distributions.length > DISTRIBUTIONS_MAX && (
              <Text size="xs" c="dimmed">
                {data.distributions.length}개 중 {DISTRIBUTIONS_MAX}개를 보여 줍니다. 연도·모의고사·과목으로 좁혀 보세요.
              </Text>
            )}
          </Group>
          {data.distributions.length === 0 ? (
            <Text c="dimmed" size="sm" ta="center" py="lg" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
              조건에 맞는 모의고사 성적이 없습니다.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
              {data.distributions.slice(0, DISTRIBUTIONS_MAX).map((d) => (
                <ScoreDistributionCard key={`${d.year}-${d.test_name}-${d.subject_area}`} d={d} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
