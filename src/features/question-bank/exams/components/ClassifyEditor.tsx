/**
 * Classification of an exam's questions (types or chapters, and difficulty) by the classifier, one card per
 * question, each saved at its version; "분류 완료" is enabled when the machine allows CLASS_DONE.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import type { Question } from '../../../../api/question-bank/questions';
import { MathText } from '../../../../components/math/MathText';
import { classQuestionsOptions, useClassifyQuestion, useExamTransition } from '../api/exam-queries';
import { useExamLifecycle } from '../hooks/use-exam-lifecycle';
import { StateBadges } from '../../../../components/exam/StateBadges';
import { LEVELS_OF_DIFFICULTY } from '../../../../api/codes';
import { examSubjectOptions } from '../../../../components/exam/exam-queries';

export type PickerScope = { school_type: number; grade_id: number; subject_type_id: number; subject_detail_type_id: number | null; curriculum: 2015 | 2022 };

export interface ClassifyEditorProps {
  examSubjectId: number;
  kind: 'type' | 'chapter';
  renderPicker: (p: { value: number | null; onChange: (id: number | null) => void; scope: PickerScope }) => ReactNode;
  onDone?: () => void;
}

function QuestionCard({ q, kind, scope, editable, renderPicker, examSubjectId }: { q: Question; kind: 'type' | 'chapter'; scope: PickerScope; editable: boolean; renderPicker: ClassifyEditorProps['renderPicker']; examSubjectId: number }) {
  const client = useQueryClient();
  const classify = useClassifyQuestion();
  const field = kind === 'type' ? 'category_id' : 'chapter_id';
  const [value, setValue] = useState<number | null>(q[field]);
  const [level, setLevel] = useState<number | null>(q.level);
  const dirty = value !== q[field] || level !== q.level;
  async function save() {
    try {
      await classify.mutateAsync({ id: q.id, version: q.version, [field]: value, level });
      await client.invalidateQueries({ queryKey: ['questions', examSubjectId] });
    } catch (e) {
      notifications.show({ color: 'red', title: `${q.question_index}번을 저장하지 못했습니다`, message: (e as Error).message });
    }
  }
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{q.question_index}번</Text>
        {q.missing.length ? <Group gap={4}>{q.missing.map((m) => <Badge key={m} color="red" variant="light" size="sm">{m}</Badge>)}</Group> : <Badge color="teal" variant="light">완료</Badge>}
      </Group>
      <Text size="sm" mb="sm">
        <MathText text={q.content || '(문항 내용 없음)'} />
      </Text>
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="xs">
          {renderPicker({ value, onChange: setValue, scope })}
          <SegmentedControl aria-label={`${q.question_index}번 난이도`} size="xs" value={level === null ? '' : String(level)} onChange={(v) => setLevel(v ? Number(v) : null)} data={LEVELS_OF_DIFFICULTY.map((l) => ({ value: String(l.code), label: l.label }))} />
          <Group justify="flex-end">
            <Button size="xs" onClick={save} disabled={!dirty} loading={classify.isPending}>
              저장
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </Card>
  );
}

function Body({ examSubjectId, kind, renderPicker, onDone, subject, questions }: ClassifyEditorProps & { subject: ExamSubject; questions: Question[] }) {
  const { hasTag } = useExamLifecycle(subject);
  const transition = useExamTransition();
  const editable = hasTag('classifiable');
  const scope = { school_type: subject.school_type, grade_id: subject.grade_id, subject_type_id: subject.subject_type_id, subject_detail_type_id: subject.subject_detail_type_id, curriculum: subject.curriculum === 2022 ? 2022 : 2015 } as const;
  const remaining = questions.filter((q) => q.missing.length).length;
  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={3} size="h4">
            {subject.name}
          </Title>
          <Group gap="xs">
            <StateBadges {...subject} />
            <Text size="xs" c="dimmed">
              남은 문항 {remaining}개
            </Text>
          </Group>
        </div>
        <Button
          color="teal"
          disabled={!editable}
          loading={transition.isPending}
          onClick={() =>
            modals.openConfirmModal({
              title: '분류 완료',
              children: '모든 문항의 분류를 마치고 시험을 완료합니다.',
              labels: { confirm: '완료', cancel: '취소' },
              onConfirm: () =>
                transition.mutateAsync({ kind: 'classDone', id: examSubjectId }).then(onDone, (e: Error) => notifications.show({ color: 'red', title: '완료할 수 없습니다', message: e.message })),
            })
          }
        >
          분류 완료
        </Button>
      </Group>
      {!editable && <Alert color="gray">이 시험은 지금 분류할 수 없습니다 (읽기 전용).</Alert>}
      {questions.map((q) => (
        <QuestionCard key={`${q.id}-${q.version}`} q={q} kind={kind} scope={scope} editable={editable} renderPicker={renderPicker} examSubjectId={examSubjectId} />
      ))}
    </Stack>
  );
}

export function ClassifyEditor(props: ClassifyEditorProps) {
  const subject = useQuery(examSubjectOptions(props.examSubjectId));
  const questions = useQuery(classQuestionsOptions(props.examSubjectId));
  if (subject.isError || questions.isError) return <Alert color="red">{(subject.error ?? questions.error)?.message}</Alert>;
  if (!subject.data || !questions.data) return <Text c="dimmed">불러오는 중…</Text>;
  const s = subject.data.data;
  return <Body key={`${s.state}-${s.admin_check}`} {...props} subject={s} questions={questions.data.data_list} />;
}
