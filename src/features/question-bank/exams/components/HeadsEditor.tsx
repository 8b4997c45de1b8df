/** Shared passages (question heads): each covers a range of question numbers; the questions are listed under it. */
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../api/client';
import { QuestionHeadBodySchema } from '../../../../api/question-bank/questions';
import { MathText } from '../../../../components/math/MathText';
import { useSaveHead } from '../api/exam-queries';
import { useExamLifecycle } from '../hooks/use-exam-lifecycle';
import { examSubjectOptions, questionsOptions } from '../../../../components/exam/exam-queries';

type Head = { id?: number; start_index: number; end_index: number; content: string };

function HeadForm({ examSubjectId, head, max, onDone }: { examSubjectId: number; head: Head; max: number; onDone: () => void }) {
  const [v, setV] = useState<Head>(head);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveHead(examSubjectId);
  function submit(e: FormEvent) {
    e.preventDefault();
    const body = { ...v, exam_subject_id: examSubjectId };
    const parsed = QuestionHeadBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (v.end_index > max) return setError(`끝 문항 번호는 ${max} 이하입니다.`);
    save.mutate(body, { onSuccess: onDone, onError: (err) => setError(err instanceof ApiError ? err.message : '저장하지 못했습니다.') });
  }
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label="공통 지문 편집">
      <Stack gap="xs">
        {error && <Alert color="red">{error}</Alert>}
        <Group grow>
          <NumberInput label="시작 문항" min={1} max={max} value={v.start_index} onChange={(x) => setV({ ...v, start_index: Number(x) })} />
          <NumberInput label="끝 문항" min={1} max={max} value={v.end_index} onChange={(x) => setV({ ...v, end_index: Number(x) })} />
        </Group>
        <Textarea label="지문" autosize minRows={4} value={v.content} onChange={(e) => setV({ ...v, content: e.currentTarget.value })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" loading={save.isPending}>
            저장
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function HeadsEditor({ examSubjectId }: { examSubjectId: number }) {
  const subject = useQuery(examSubjectOptions(examSubjectId));
  const questions = useQuery(questionsOptions(examSubjectId));
  const [editing, setEditing] = useState<Head | null>(null);
  const row = subject.data?.data;
  const lifecycle = useExamLifecycle(row ?? { state: 4, admin_check: 0, excluded_state: 0 });
  if (subject.isError || questions.isError) return <Alert color="red">{(subject.error ?? questions.error)?.message}</Alert>;
  if (!row || !questions.data) return <Text c="dimmed">불러오는 중…</Text>;
  const editable = lifecycle.can({ type: 'ENTER_DONE' });
  const list = questions.data.data_list;
  return (
    <Stack key={`${row.state}`}>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {row.name}
        </Title>
        {editable && (
          <Button size="xs" onClick={() => setEditing({ start_index: 1, end_index: Math.min(3, list.length), content: '' })}>
            공통 지문 추가
          </Button>
        )}
      </Group>
      {editing && <HeadForm examSubjectId={examSubjectId} head={editing} max={list.length} onDone={() => setEditing(null)} />}
      {questions.data.heads.length === 0 && <Text c="dimmed">공통 지문이 없습니다.</Text>}
      {questions.data.heads.map((h) => (
        <Card key={h.id} withBorder>
          <Group justify="space-between" mb="xs">
            <Badge variant="light">
              [{h.start_index}~{h.end_index}] 공통 지문
            </Badge>
            {editable && (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(h)}>
                편집
              </Button>
            )}
          </Group>
          <Text size="sm" mb="sm">
            <MathText text={h.content || '(지문 없음)'} />
          </Text>
          <Stack gap={4}>
            {list
              .filter((q) => q.head_question_id === h.id)
              .map((q) => (
                <Text key={q.id} size="sm">
                  {q.question_index}. <MathText text={q.content || '(내용 없음)'} />
                </Text>
              ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
