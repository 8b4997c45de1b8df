/**
 * Shared passages (question heads): each covers a range of question numbers; the questions are listed under
 * it. A passage is added or edited while the exam's questions may be edited; an exam waiting to be entered
 * is started from here too, so the way to a first passage is never hidden. Question numbers are kept as typed: one
 * outside 1 to the question count is refused on its field, never sent.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../api/client';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import type { Question } from '../../../../api/question-bank/questions';
import { MathText } from '../../../../components/math/MathText';
import { formulaInputStyles, formulaProblems, formulaTextStyle } from '../../../../components/math/formula';
import { useExamTransition, useSaveHead } from '../api/exam-queries';
import { useExamLifecycle } from '../hooks/use-exam-lifecycle';
import { examSubjectOptions, questionsOptions } from '../../../../components/exam/exam-queries';
import { serverError, type FieldErrors } from '../../../../components/form/form-errors';
import { FIRST_QUESTION_INDEX, headBody, headErrors, type HeadValues } from '../exam-number-fields.rules';

type Head = { id?: number; start_index: number; end_index: number; content: string };
/** The fields of the passage form; a refusal naming another is shown above it. */
const FIELDS = ['start_index', 'end_index', 'content'];

function HeadForm({ examSubjectId, head, max, onDone }: { examSubjectId: number; head: Head; max: number; onDone: () => void }) {
  const [v, setV] = useState<HeadValues>(head);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveHead(examSubjectId);
  const problems = useMemo(() => formulaProblems(v.content), [v.content]);
  const formError = Object.entries(errors).find(([field]) => !FIELDS.includes(field))?.[1];
  function submit(e: FormEvent) {
    e.preventDefault();
    const body = headBody(examSubjectId, v);
    const invalid = headErrors(body, max);
    setErrors(invalid ?? {});
    if (invalid) return;
    save.mutate(body, {
      onSuccess: onDone,
      onError: (err) => {
        const { field, message } = serverError(err);
        setErrors({ [field ?? 'form']: err instanceof ApiError ? message : '저장하지 못했습니다.' });
      },
    });
  }
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label="공통 지문 편집">
      <Stack gap="xs">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group grow align="flex-start">
          <NumberInput label="시작 문항" min={FIRST_QUESTION_INDEX} max={max} value={v.start_index} onChange={(x) => setV({ ...v, start_index: x })} error={errors.start_index} required />
          <NumberInput label="끝 문항" min={FIRST_QUESTION_INDEX} max={max} value={v.end_index} onChange={(x) => setV({ ...v, end_index: x })} error={errors.end_index} required />
        </Group>
        <Textarea
          label="지문"
          description="여러 문항이 함께 보는 글(윗글)입니다. 수식은 $...$"
          autosize
          minRows={6}
          maxRows={20}
          value={v.content}
          onChange={(e) => setV({ ...v, content: e.currentTarget.value })}
          styles={formulaInputStyles}
          error={
            errors.content ??
            (problems.length ? (
              <>
                수식 오류: <span style={formulaTextStyle}>{problems.map((p) => p.message).join(' / ')}</span>
              </>
            ) : undefined)
          }
        />
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
  if (subject.isError || questions.isError) return <Alert color="red">{(subject.error ?? questions.error)?.message}</Alert>;
  if (!subject.data || !questions.data) return <Text c="dimmed">불러오는 중…</Text>;
  const row = subject.data.data;
  // re-mounts when the stored state changes, so the machines restart from it
  return <HeadsBody key={`${row.state}-${row.admin_check}-${row.excluded_state}`} row={row} list={questions.data.data_list} heads={questions.data.heads} />;
}

function HeadsBody({ row, list, heads }: { row: ExamSubject; list: Question[]; heads: Head[] }) {
  const [editing, setEditing] = useState<Head | null>(null);
  const lifecycle = useExamLifecycle(row);
  const transition = useExamTransition();
  const editable = lifecycle.hasTag('editable');
  const covered = new Set(heads.flatMap((h) => Array.from({ length: h.end_index - h.start_index + 1 }, (_, i) => h.start_index + i)));
  const firstFree = list.find((q) => !covered.has(q.question_index))?.question_index ?? 1;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {row.name}
        </Title>
        <Group gap="xs">
          {lifecycle.can({ type: 'ENTER' }) && (
            <Button size="xs" variant="light" loading={transition.isPending} onClick={() => transition.mutate({ kind: 'enter', id: row.id, event: 'ENTER' })}>
              입력 시작
            </Button>
          )}
          {editable && (
            <Button size="xs" onClick={() => setEditing({ start_index: firstFree, end_index: Math.min(firstFree + 2, list.length), content: '' })}>
              공통 지문 추가
            </Button>
          )}
        </Group>
      </Group>
      {!editable && (
        <Text size="sm" c="dimmed">
          {lifecycle.can({ type: 'ENTER' }) ? '입력을 시작하면 공통 지문을 추가할 수 있습니다.' : '지금 상태에서는 공통 지문을 고칠 수 없습니다 (읽기 전용).'}
        </Text>
      )}
      {editing && <HeadForm key={editing.id ?? 'new'} examSubjectId={row.id} head={editing} max={list.length} onDone={() => setEditing(null)} />}
      {heads.length === 0 && <Text c="dimmed">공통 지문이 없습니다.</Text>}
      {heads.map((h) => (
        <Card key={h.id} withBorder component="section" aria-label={`[${h.start_index}~${h.end_index}] 공통 지문`}>
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
