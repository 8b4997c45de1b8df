/**
 * One AI exam with all its subjects (GET auto_exam_subject_exam/{id}; spec section 7 "AI exam flow"): the exam
 * (exams row of type AI: name, school level, grade, year, release date) and each subject the actor may read with
 * its entry state, AI review state, admin check and question and return counts; a subject opens in the workspace.
 * Administrators delete the whole AI exam here (DELETE auto_exam/{id}, after a confirmation; the server refuses
 * with 409 while a subject is in review or approved).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { labelFor, SUBJECT_TYPE } from '../../../../api/codes';
import { autoExamSubjectExam } from '../../../../api/digitise/auto-exams';
import { UNASSIGNED_EXAM } from '../../../../api/exam-subject-access';
import type { Actor } from '../../../../api/policy';
import { AUTO_ADMIN_CHECK } from '../../../../machines/auto-exam.machine';
import { DIGITISE_POLICY } from '../../digitise.policy';
import { useDeleteAutoExam } from '../api/auto-exam-mutations';
import { autoExamKeys } from '../api/auto-exam-queries';
import { aiStateBadge, entryStateLabel } from '../auto-exams.rules';

const SCHOOL_LABEL: Record<number, string> = { 2: '중학교', 3: '고등학교' };

/** The modal of one AI exam (see the file comment); `examId` null keeps it closed. */
export function AutoExamModal({ examId, actor, onClose, onOpen }: { examId: number | null; actor: Actor; onClose: () => void; onOpen: (examSubjectId: number) => void }) {
  const exam = useQuery({
    queryKey: [...autoExamKeys.all, 'exam', examId],
    queryFn: ({ signal }) => adminApi(autoExamSubjectExam, { params: { id: examId! } }, { signal }),
    enabled: examId !== null,
  });
  const admin = DIGITISE_POLICY.allows(actor, 'autoExam.manage', UNASSIGNED_EXAM);
  const remove = useDeleteAutoExam();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };

  async function removeExam() {
    if (examId === null) return;
    try {
      await remove.mutateAsync({ kind: 'exam', id: examId });
      notifications.show({ color: 'teal', message: 'AI 시험과 그 과목을 삭제했습니다.' });
      close();
    } catch (error) {
      notifications.show({ color: 'red', title: '삭제하지 못했습니다', message: (error as Error).message });
      setConfirming(false);
    }
  }

  const data = exam.data?.data;
  const subjects = exam.data?.data_list ?? [];
  return (
    <Modal opened={examId !== null} onClose={close} title={data ? `AI 시험 「${data.name}」` : 'AI 시험'} size="xl">
      {exam.isLoading && <Loader size="sm" aria-label="불러오는 중" />}
      {exam.error && <Alert color="red">{exam.error.message}</Alert>}
      {data && (
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap" aria-label="AI 시험 정보">
            <Text size="sm">번호 {data.id}</Text>
            <Text size="sm">
              {SCHOOL_LABEL[data.school_type] ?? data.school_type} {data.grade_id}학년
            </Text>
            <Text size="sm">{data.year}년</Text>
            <Text size="sm">시행일 {data.release_time ? data.release_time.slice(0, 10) : '미정'}</Text>
            <Text size="sm">과목 {subjects.length}개</Text>
          </Group>
          <Table striped aria-label="AI 시험의 과목">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>과목명</Table.Th>
                <Table.Th>과목</Table.Th>
                <Table.Th>입력 상태</Table.Th>
                <Table.Th>AI 검토</Table.Th>
                <Table.Th>관리자 확인</Table.Th>
                <Table.Th>문항 수</Table.Th>
                <Table.Th>반려</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subjects.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text size="sm" c="dimmed" ta="center">
                      볼 수 있는 과목이 없습니다.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {subjects.map((s) => {
                const badge = aiStateBadge(s);
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>{labelFor(SUBJECT_TYPE, s.subject_type_id)}</Table.Td>
                    <Table.Td>{entryStateLabel(s.state)}</Table.Td>
                    <Table.Td>
                      <Badge color={badge.color} variant="light">
                        {badge.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{Object.values(AUTO_ADMIN_CHECK).find((c) => c.code === s.admin_check)?.label ?? s.admin_check}</Table.Td>
                    <Table.Td>{s.question_count}</Table.Td>
                    <Table.Td>{s.return_count > 0 ? `${s.return_count}회` : '-'}</Table.Td>
                    <Table.Td>
                      <Button size="compact-xs" variant="light" aria-label={`${s.name} 열기`} onClick={() => (close(), onOpen(s.id))}>
                        열기
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {admin && (
            <Group justify="flex-end" gap="xs">
              {confirming ? (
                <>
                  <Text size="sm" c="red">
                    「{data.name}」 AI 시험과 그 안의 모든 과목, 문항, 분할 이미지를 삭제합니다. 검토 중이거나 승인·완료된 과목이 있으면 삭제되지 않습니다.
                  </Text>
                  <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                    취소
                  </Button>
                  <Button color="red" loading={remove.isPending} onClick={removeExam}>
                    삭제
                  </Button>
                </>
              ) : (
                <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                  시험 전체 삭제
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
