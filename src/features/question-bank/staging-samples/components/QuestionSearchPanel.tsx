/**
 * Search of bank questions to add to a staging exam: school level, grade and subject (starting from
 * the exam's), difficulty and text; each result has an "추가" button. A failed search shows the spec's
 * message (section 8) through stagingSearchError.
 */
import { useState, type FormEvent } from 'react';
import { QuestionSummary } from './QuestionSummary';
import { Alert, Button, Group, Loader, Pagination, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ApiError } from '../../../../api/client';
import type { QuestionSelectQuery, StagingExam } from '../../../../api/question-bank/staging-samples';
import { stagingSearchError } from '../../question-bank.rules';
import { useAddStagingQuestion } from '../api/staging-question-writes';
import { useQuestionSearch } from '../api/search-questions';
import { codeOf, DIFFICULTY_OPTIONS, GRADE_OPTIONS, paginationLabels, SCHOOL_OPTIONS, SUBJECT_OPTIONS, valueOf } from '../staging-samples.options';

const SEARCH_PAGE_SIZE = 10;

/** The message shown when the search call fails. */
export const searchFailure = (error: unknown) => stagingSearchError(error instanceof ApiError ? error.message : null);

export function QuestionSearchPanel({ exam }: { exam: StagingExam }) {
  const [draft, setDraft] = useState({
    school_type: valueOf(exam.school_type),
    grade_id: valueOf(exam.grade_id),
    subject_type_id: valueOf(exam.subject_type_id),
    level: null as string | null,
    search: '',
  });
  const toQuery = (d: typeof draft, page = 1): QuestionSelectQuery => ({
    school_type: codeOf(d.school_type),
    grade_id: codeOf(d.grade_id),
    subject_type_id: codeOf(d.subject_type_id),
    level: codeOf(d.level),
    search: d.search.trim() || undefined,
    staging_exam_id: exam.id,
    page,
    size: SEARCH_PAGE_SIZE,
  });
  const [query, setQuery] = useState<QuestionSelectQuery>(() => toQuery(draft));
  const result = useQuestionSearch(query);
  const add = useAddStagingQuestion(exam.id);
  const set = (k: keyof typeof draft) => (v: string | null) => setDraft((s) => ({ ...s, [k]: v ?? (k === 'search' ? '' : null) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(toQuery(draft));
  };

  const data = result.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <Paper withBorder p="md">
      <Title order={4} size="h5" mb="sm">
        문항 검색
      </Title>
      <form onSubmit={submit} role="search" aria-label="문제은행 문항 검색">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Select label="학교급" data={SCHOOL_OPTIONS} value={draft.school_type} onChange={set('school_type')} allowDeselect={false} />
            <Select label="학년" data={GRADE_OPTIONS} value={draft.grade_id} onChange={set('grade_id')} allowDeselect={false} />
            <Select label="과목" data={SUBJECT_OPTIONS} value={draft.subject_type_id} onChange={set('subject_type_id')} allowDeselect={false} />
            <Select label="난이도" placeholder="전체" data={DIFFICULTY_OPTIONS} value={draft.level} onChange={set('level')} clearable />
          </SimpleGrid>
          <Group align="flex-end" gap="xs">
            <TextInput label="문항 내용" placeholder="검색어 (예: 극값)" value={draft.search} onChange={(e) => set('search')(e.currentTarget.value)} style={{ flex: 1 }} />
            <Button type="submit" loading={result.isFetching}>
              검색
            </Button>
          </Group>
        </Stack>
      </form>

      <Stack gap="xs" mt="md">
        {result.isError ? (
          <Alert color="red" role="alert">
            {searchFailure(result.error)}
          </Alert>
        ) : result.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="검색 중" />
          </Group>
        ) : data && data.data_list.length === 0 ? (
          <Alert color="gray">조건에 맞는 문항이 없습니다.</Alert>
        ) : (
          data?.data_list.map((q) => (
            <Paper key={q.id} withBorder p="xs">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <QuestionSummary {...q} excerpt={q.content || '(내용 없음)'} />
                <Button
                  size="compact-sm"
                  variant={q.added ? 'default' : 'filled'}
                  disabled={q.added}
                  loading={add.isPending && add.variables === q.id}
                  onClick={() => add.mutate(q.id)}
                  aria-label={q.added ? `${q.exam_subject_name} ${q.question_index}번 추가됨` : `${q.exam_subject_name} ${q.question_index}번 추가`}
                >
                  {q.added ? '추가됨' : '추가'}
                </Button>
              </Group>
            </Paper>
          ))
        )}
        {data && data.total > 0 && !result.isError && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {data.total}개 문항
            </Text>
            <Pagination size="sm" total={totalPages} value={query.page as number} onChange={(p) => setQuery((q) => ({ ...q, page: p }))} getControlProps={paginationLabels} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

