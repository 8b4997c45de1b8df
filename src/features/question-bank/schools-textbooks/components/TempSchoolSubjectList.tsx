/**
 * The temporary school exam records of a level (exam_all_temp/school_subject), newest first (by id): edit (the
 * modal's 임시 check clears is_temp), '임시 해제' in one click, or delete.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SchoolSubject } from '../../../../api/question-bank/schools-textbooks';
import { useReleaseTempSchoolSubject, useTempSchoolSubjects } from '../api/temp-school-subjects';
import { ListBody } from './ListBody';
import { SchoolSubjectTable } from './SchoolSubjectTable';
import { schoolLabel } from './select-options';

interface Props {
  schoolType: number;
  /** The page being shown (read by the screen, which also shows the total on the tab). */
  list: ReturnType<typeof useTempSchoolSubjects>;
  page: number;
  onPageChange: (page: number) => void;
  onCreate: () => void;
  onEdit: (row: SchoolSubject) => void;
  onDelete: (row: SchoolSubject) => void;
}

export function TempSchoolSubjectList({ schoolType, list, page, onPageChange, onCreate, onEdit, onDelete }: Props) {
  const release = useReleaseTempSchoolSubject(schoolType);

  function releaseRow(row: SchoolSubject) {
    release.mutate(row.id, {
      onSuccess: () => notifications.show({ color: 'green', message: `${row.school_name ?? `${row.id}번`} ${row.grade_id}학년 ${row.subject_name ?? ''} 기록의 임시 표시를 해제했습니다.` }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Text size="sm" c="dimmed" maw={720}>
          아직 준비 중인 {schoolLabel(schoolType)} 내신 시험입니다(최근 만든 순). 준비가 끝나면 &lsquo;임시 해제&rsquo;를 누르거나, 수정에서 &lsquo;임시&rsquo; 체크를 풀고 저장하세요.
        </Text>
        <Button variant="light" onClick={onCreate}>
          새 임시 내신 시험
        </Button>
      </Group>
      <ListBody list={list} page={page} onPageChange={onPageChange} empty={`임시 ${schoolLabel(schoolType)} 내신 시험이 없습니다.`}>
        {(rows) => <SchoolSubjectTable rows={rows} onEdit={onEdit} onDelete={onDelete} onRelease={releaseRow} releasing={release.isPending ? release.variables : null} />}
      </ListBody>
    </Stack>
  );
}
