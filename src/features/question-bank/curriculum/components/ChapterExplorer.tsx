/**
 * 단원 탐색: choose curriculum, school level, grade, subject and detail, then browse the chapter tree level by
 * level: the main units come from GET subject/main-category, and each unit's children from GET
 * subject/sub-category when it is opened. Read-only; the tree itself is ChapterTree.
 */
import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { CategoryScopeInput } from '../api/get-categories';
import { useSubjectMaster } from '../api/get-subject-master';
import { CURRICULUM_OPTIONS } from '../curriculum.rules';
import { ChapterTree } from './ChapterTree';
import { CurriculumScopeFilters } from './CurriculumScopeFilters';
import { SCHOOL_TYPE } from '../../../../api/codes';

export interface ChapterExplorerProps {
  /** The subject type chosen at first (spec section 9: 1 국어, 2 영어, 3 수학 ...); none when left out. */
  defaultSubjectTypeId?: number;
}

/** A key that changes with every filter, so the tree starts afresh for a new scope. */
const scopeKey = (s: CategoryScopeInput) => [s.curriculum, s.school_type, s.grade_id, s.subject_type_id, s.subject_detail_type_id].join(':');

/** The explorer; starts with the 2015 curriculum, high school, every grade. */
export function ChapterExplorer({ defaultSubjectTypeId }: ChapterExplorerProps) {
  const master = useSubjectMaster();
  const [scope, setScope] = useState<CategoryScopeInput>({
    curriculum: 2015,
    school_type: SCHOOL_TYPE.high.code,
    grade_id: null,
    subject_type_id: defaultSubjectTypeId ?? null,
    subject_detail_type_id: null,
  });
  const subject = master.data?.data_list.find((s) => s.id === scope.subject_type_id);
  const unknownSubject = master.isSuccess && scope.subject_type_id !== null && !subject;
  const details = (subject?.details ?? []).filter((d) => d.school_type === scope.school_type && d.curriculum === scope.curriculum);
  const detail = details.find((d) => d.id === scope.subject_detail_type_id);
  const schoolLabel = Object.values(SCHOOL_TYPE).find((s) => s.code === scope.school_type)?.label;
  const curriculumLabel = CURRICULUM_OPTIONS.find((c) => c.value === scope.curriculum)?.label;

  return (
    <Stack gap="md">
      <Card withBorder>
        <CurriculumScopeFilters value={scope} onChange={setScope} />
      </Card>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={3} size="h5">
            단원 탐색
            {subject && (
              <Text component="span" size="sm" c="dimmed" fw={400} ml="xs">
                {curriculumLabel} · {schoolLabel} · {scope.grade_id === null ? '전체 학년' : `${scope.grade_id}학년`} · {subject.name}
                {detail && ` · ${detail.name}`}
              </Text>
            )}
          </Title>
          {scope.subject_type_id === null || unknownSubject ? (
            <Text size="sm" c="dimmed" py="md">
              {unknownSubject ? `과목(#${scope.subject_type_id})을 찾을 수 없습니다. 과목을 다시 선택하세요.` : '과목을 먼저 선택하세요.'}
            </Text>
          ) : (
            <ChapterTree key={scopeKey(scope)} scope={scope} details={details} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
