/**
 * One sitting of the list: its areas as on a 성적표 (elective, 원점수, 표준점수, 백분위, 등급) and, per area, its
 * questions' results when graded or the way to grade it; the sitting can be edited, graded, submitted (once: then
 * its graded answers are read-only and the answer key shows) or deleted. On the mobile layout each area is a short
 * block instead of a table row.
 */
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ExamRecord, ExamSitting, SubjectArea } from '../../../../api/consulting/exams';
import { areaLabel, choiceLabel, scoreText } from '../../exams.rules';

export interface ExamSittingCardProps {
  sitting: ExamSitting;
  mobile: boolean;
  onEdit: () => void;
  onGrade: (area?: SubjectArea) => void;
  onOpen: (record: ExamRecord) => void;
  /** Submits the sitting (after a confirmation); offered while it is open and something is graded. */
  onSubmit: () => void;
  onDelete: () => void;
}

/** The ⋯ menu, loaded (and opened) on the first press of its button (sitting-menu.tsx). */
const SittingMenu = lazy(() => import('./sitting-menu'));

/** Areas never graded from answers. */
const NOT_GRADABLE: SubjectArea[] = ['second_lang'];

export function ExamSittingCard({ sitting, mobile, onEdit, onGrade, onOpen, onSubmit, onDelete }: ExamSittingCardProps) {
  const title = `${sitting.year}년 ${sitting.test_name}`;
  const submitted = sitting.submitted_at !== null;
  const submittable = !submitted && sitting.subject_list.some((r) => r.graded !== null);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = (
    <ActionIcon variant="subtle" color="gray" aria-label={`${title} 메뉴`} aria-haspopup="menu" onClick={() => setMenuUsed(true)}>
      ⋯
    </ActionIcon>
  );
  const action = (r: ExamRecord) =>
    r.graded ? (
      <Button size="compact-xs" variant="light" onClick={() => onOpen(r)} aria-label={`${areaLabel(r.subject_area)} 문항별 결과`}>
        {r.graded.correct}/{r.graded.total} 결과
      </Button>
    ) : NOT_GRADABLE.includes(r.subject_area) || submitted ? (
      <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onOpen(r)} aria-label={`${areaLabel(r.subject_area)} 보기`}>
        보기
      </Button>
    ) : (
      <Button size="compact-xs" variant="subtle" onClick={() => onGrade(r.subject_area)} aria-label={`${areaLabel(r.subject_area)} 답안 채점`}>
        답안 채점
      </Button>
    );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          {submitted && (
            <Badge variant="light" color="teal">
              제출함
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap">
          {!mobile && (
            <>
              <Button size="xs" variant="default" onClick={onEdit}>
                성적 수정
              </Button>
              {!submitted && (
                <Button size="xs" variant="light" onClick={() => onGrade()}>
                  답안 채점
                </Button>
              )}
            </>
          )}
          {submittable && (
            <Button size="xs" onClick={onSubmit}>
              제출
            </Button>
          )}
          {menuUsed ? (
            <Suspense fallback={menuButton}>
              <SittingMenu title={title} mobile={mobile} onEdit={onEdit} onGrade={submitted ? undefined : () => onGrade()} onDelete={onDelete} />
            </Suspense>
          ) : (
            menuButton
          )}
        </Group>
      </Group>
      {mobile ? (
        <Stack gap={6}>
          {sitting.subject_list.map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap" gap="xs" py={4} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {areaLabel(r.subject_area)} <Text span size="xs" c="dimmed">{choiceLabel(r.choice_subject_id)}</Text>
                </Text>
                <Text size="xs" c="dimmed">
                  원 {scoreText(r.raw_score)} · 표 {scoreText(r.standard_score)} · 백 {scoreText(r.percentile)}
                </Text>
              </div>
              <Group gap={6} wrap="nowrap">
                {r.grade !== null && <Badge variant="light">{r.grade}등급</Badge>}
                {action(r)}
              </Group>
            </Group>
          ))}
        </Stack>
      ) : (
        <Table striped fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>과목</Table.Th>
              <Table.Th>선택과목</Table.Th>
              <Table.Th ta="right">원점수</Table.Th>
              <Table.Th ta="right">표준점수</Table.Th>
              <Table.Th ta="right">백분위</Table.Th>
              <Table.Th ta="right">등급</Table.Th>
              <Table.Th>문항별 결과</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sitting.subject_list.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td fw={600}>{areaLabel(r.subject_area)}</Table.Td>
                <Table.Td>{choiceLabel(r.choice_subject_id)}</Table.Td>
                <Table.Td ta="right">{scoreText(r.raw_score)}</Table.Td>
                <Table.Td ta="right">{scoreText(r.standard_score)}</Table.Td>
                <Table.Td ta="right">{scoreText(r.percentile)}</Table.Td>
                <Table.Td ta="right">{r.grade === null ? '-' : r.grade}</Table.Td>
                <Table.Td>{action(r)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {submittable && (
        <Text size="xs" c="dimmed" mt="xs">
          채점한 과목은 문항별 정오만 보입니다. 시험을 제출하면 답안을 더 바꿀 수 없고, 정답과 난이도·단원·유형이 보입니다.
        </Text>
      )}
    </Card>
  );
}
