/**
 * The question editor, for people who enter hundreds of questions a day: numbers with their completeness
 * on the left, the typeset question (and the exam's page images) beside the form, answers by question type,
 * difficulty, the type picker filtered by the exam's grade, subject and detail, comment and tag.
 * Ctrl+S saves, Ctrl+Enter saves and moves on, Alt+←/→ moves (saving first). A stale save (someone else
 * saved first) is refused by the server with 409 and shown here; nothing is overwritten either way.
 * Leaving the page with unsaved edits asks first; a formula that does not parse is named under its field and
 * never saved (by a button, a move or a shortcut) without the person confirming it. Formula inputs use a font
 * in which the backslash is not drawn as ₩. The class type (what completeness asks: type, answer, or both)
 * is set per question; the question's shared passage (윗글) is shown above it.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Checkbox, Grid, Group, Kbd, List, NavLink, Paper, ScrollArea, SegmentedControl, Spoiler, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../api/client';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import type { Question, QuestionSubjectReplySchema } from '../../../../api/question-bank/questions';
import { MathText } from '../../../../components/math/MathText';
import { formulaInputStyles, formulaProblems, formulaTextStyle, type FormulaProblem } from '../../../../components/math/formula';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { UnsavedChangesModal } from './UnsavedChangesModal';
import { useAddQuestion, useExamTransition, useExcludeQuestion, useMarkReturnDone, useSaveQuestion } from '../api/exam-queries';
import { ChoiceLayoutModal } from './ChoiceLayoutModal';
import { useExamLifecycle } from '../hooks/use-exam-lifecycle';
import { examSubjectAccess } from '../../../../api/exam-subject-access';
import type { Actor } from '../../../../api/policy';
import { QUESTION_BANK_POLICY } from '../../question-bank.policy';
import { formOf, isDirty, missingOfForm, saveBodyOf, type QuestionForm } from '../question-form';
import { CompletenessModal, type IncompleteItem } from './CompletenessModal';
import { StateBadges } from '../../../../components/exam/StateBadges';
import { CLASS_TYPE, LEVELS_OF_DIFFICULTY, QUESTION_TYPE } from '../../../../api/codes';
import type { z } from 'zod';

type Head = z.infer<typeof QuestionSubjectReplySchema>['heads'][number];
import { examSubjectOptions, questionsOptions } from '../../../../components/exam/exam-queries';

/** What the route gives the editor: the type picker and the files panel come from other parts of the area. */
export interface QuestionEditorProps {
  examSubjectId: number;
  /** 1-based question number to open. */
  index: number;
  onIndex: (index: number) => void;
  renderTypePicker: (p: { value: number | null; onChange: (id: number | null) => void; scope: { school_type: number; grade_id: number; subject_type_id: number; subject_detail_type_id: number | null; curriculum: 2015 | 2022 } }) => ReactNode;
  aside?: ReactNode;
  onDone?: () => void;
  /** The signed-in staff member: the question-bank policy decides whether they may edit or exclude questions here. */
  actor: Actor;
  /** The error-report button for the open question (from the review part of the area). */
  renderReport?: (questionId: number) => ReactNode;
  /** Opens the set editor (shared passages) of this exam. */
  onOpenHeads?: () => void;
}

const CHOICE_MARKS = ['①', '②', '③', '④', '⑤'];

export function QuestionEditor(props: QuestionEditorProps) {
  const subject = useQuery(examSubjectOptions(props.examSubjectId));
  const questions = useQuery(questionsOptions(props.examSubjectId));
  if (subject.isError || questions.isError) return <Alert color="red">{(subject.error ?? questions.error)?.message}</Alert>;
  if (!subject.data || !questions.data) return <Text c="dimmed">불러오는 중…</Text>;
  const list = questions.data.data_list;
  const current = list.find((q) => q.question_index === props.index) ?? list[0];
  const row = subject.data.data;
  return (
    <EditorBody
      key={`${row.state}-${row.admin_check}-${row.excluded_state}`}
      {...props}
      subject={row}
      questions={list}
      heads={questions.data.heads}
      subjectCode={questions.data.subject_code_name}
      current={current}
    />
  );
}

/** Which fields of a form hold formulas that do not parse. */
function formProblems(f: QuestionForm): Record<string, FormulaProblem[]> {
  const hasChoices = f.question_type !== QUESTION_TYPE.subjective.code;
  const fields: Array<[string, string]> = [['content', f.content], ...(hasChoices ? f.choices.map((c, i): [string, string] => [`choice${i}`, c]) : []), ['answer', f.answer], ['comment', f.comment]];
  return Object.fromEntries(fields.map(([k, v]) => [k, formulaProblems(v)]).filter(([, p]) => p.length > 0));
}

/** A field's formula problems as its error text (KaTeX's message quotes the source: set where `\` is a backslash). */
const problemText = (p: FormulaProblem[] | undefined) =>
  p?.length ? (
    <>
      수식 오류: <span style={formulaTextStyle}>{p.map((x) => x.message).join(' / ')}</span>
    </>
  ) : undefined;

/** Asks before saving formulas that do not parse; true to save anyway. */
function confirmBrokenFormulas(index: number, problems: FormulaProblem[]): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: '수식을 확인하세요',
      children: (
        <Stack gap="xs">
          <Text size="sm">{index}번 문항의 수식 {problems.length}개가 해석되지 않습니다. 그대로 저장하면 화면에 수식 대신 원문이 보입니다.</Text>
          <List size="sm" aria-label="해석되지 않는 수식">
            {problems.map((p, i) => (
              <List.Item key={i}>
                <Text span style={formulaTextStyle} size="sm">
                  {p.formula}
                </Text>{' '}
                — {p.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      ),
      labels: { confirm: '그대로 저장', cancel: '돌아가서 고치기' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}

function EditorBody({
  subject,
  questions,
  heads,
  subjectCode,
  current,
  onIndex,
  renderTypePicker,
  aside,
  onDone,
  actor,
  renderReport,
  onOpenHeads,
}: QuestionEditorProps & { subject: ExamSubject; questions: Question[]; heads: Head[]; subjectCode: string; current: Question | undefined }) {
  const client = useQueryClient();
  const { can, hasTag } = useExamLifecycle(subject);
  const transition = useExamTransition();
  const save = useSaveQuestion();
  const add = useAddQuestion();
  const exclude = useExcludeQuestion(subject.id);
  const markDone = useMarkReturnDone(subject.id);
  const [layout, setLayout] = useState(false);
  const [form, setForm] = useState<QuestionForm | null>(current ? formOf(current) : null);
  const [stale, setStale] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState<{ items: IncompleteItem[]; message: string | null } | null>(null);
  const record = examSubjectAccess(subject);
  /** Editing needs the machine's entry step and the policy's leave (its writer, or an admin). */
  const editable = hasTag('editable') && QUESTION_BANK_POLICY.allows(actor, 'subject.editQuestions', record);
  /** Admins may exclude single questions from the bank. */
  const canExclude = QUESTION_BANK_POLICY.allows(actor, 'subject.manage', record);

  useEffect(() => {
    setForm(current ? formOf(current) : null);
    setStale(null);
    // a different question, or a newer version of it after a save
  }, [current?.id, current?.version]); // eslint-disable-line react-hooks/exhaustive-deps

  const dirty = !!current && !!form && isDirty(current, form);
  const liveMissing = useMemo(() => (form ? missingOfForm(form, subjectCode) : []), [form, subjectCode]);
  const problems = useMemo(() => (form ? formProblems(form) : {}), [form]);
  const guard = useLeaveGuard(dirty && editable);
  const head = current?.head_question_id ? heads.find((h) => h.id === current.head_question_id) : undefined;

  /** Saves the open question if it changed; false when the save failed or was called off (the user stays). */
  async function saveCurrent(): Promise<boolean> {
    if (!current || !form || !dirty || !editable) return true;
    const broken = Object.values(problems).flat();
    if (broken.length && !(await confirmBrokenFormulas(current.question_index, broken))) return false;
    try {
      await save.mutateAsync(saveBodyOf(current, form));
      await client.invalidateQueries({ queryKey: ['questions', subject.id] });
      await client.invalidateQueries({ queryKey: ['exam-subject', subject.id] });
      notifications.show({ color: 'teal', message: `${current.question_index}번 저장됨`, autoClose: 1500 });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else notifications.show({ color: 'red', title: '저장하지 못했습니다', message: (error as Error).message });
      return false;
    }
  }

  async function go(index: number) {
    if (index < 1 || index > questions.length || index === current?.question_index) return;
    if (await saveCurrent()) onIndex(index);
  }

  async function finish() {
    if (!(await saveCurrent())) return;
    const fresh = await client.fetchQuery(questionsOptions(subject.id));
    const items = fresh.data_list
      .map((q) => ({ question_index: q.question_index, missing: [...q.missing, ...(q.returned && !q.return_done ? ['반려 수정 완료 표시'] : [])] }))
      .filter((q) => q.missing.length > 0);
    if (items.length) {
      setIncomplete({ items, message: null });
      return;
    }
    modals.openConfirmModal({
      title: '입력 완료',
      children: `문항 ${fresh.data_list.length}개의 입력을 완료하고 검수로 보냅니다.`,
      labels: { confirm: '완료', cancel: '취소' },
      onConfirm: async () => {
        try {
          // mutateAsync: the editor re-mounts when the state changes, so per-call callbacks would be dropped
          await transition.mutateAsync({ kind: 'enterDone', id: subject.id });
          notifications.show({ color: 'teal', message: '입력을 완료했습니다.' });
          onDone?.();
        } catch (e) {
          setIncomplete({ items, message: (e as Error).message });
        }
      },
    });
  }

  useHotkeys(
    [
      ['mod+S', () => void saveCurrent()],
      ['mod+Enter', () => void (current && go(current.question_index + 1))],
      ['alt+ArrowRight', () => void (current && go(current.question_index + 1))],
      ['alt+ArrowLeft', () => void (current && go(current.question_index - 1))],
    ],
    [],
  );

  const set = <K extends keyof QuestionForm>(k: K, v: QuestionForm[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));
  const type = form?.question_type ?? 1;
  const hasChoices = type !== QUESTION_TYPE.subjective.code;

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group justify="space-between">
          <div>
            <Title order={3} size="h4">
              {subject.name}
            </Title>
            <Group gap="xs">
              <StateBadges {...subject} />
              <Text size="xs" c="dimmed">
                {subjectCode || '세부 과목 없음'} · 문항 {questions.length}개 · 미완성 {questions.filter((q) => q.missing.length).length}개
              </Text>
            </Group>
          </div>
          <Group gap="xs">
            {onOpenHeads && (
              <Button variant="subtle" onClick={onOpenHeads}>
                공통 지문 (세트형)
              </Button>
            )}
            {can({ type: 'ENTER' }) && (
              <Button onClick={() => transition.mutate({ kind: 'enter', id: subject.id, event: 'ENTER' })} loading={transition.isPending}>
                입력 시작
              </Button>
            )}
            {editable && (
              <Button variant="default" onClick={() => add.mutate(subject.id)} loading={add.isPending}>
                문항 추가
              </Button>
            )}
            {editable && (
              <Button color="teal" onClick={finish} loading={transition.isPending || save.isPending}>
                입력 완료
              </Button>
            )}
          </Group>
        </Group>
        {!editable && !can({ type: 'ENTER' }) && (
          <Text size="sm" c="dimmed" mt="xs">
            지금 상태에서는 문항을 고칠 수 없습니다 (읽기 전용).
          </Text>
        )}
      </Paper>

      {stale && (
        <Alert color="orange" title="저장되지 않았습니다" role="alert" withCloseButton onClose={() => setStale(null)}>
          <Stack gap="xs">
            <Text size="sm">{stale}</Text>
            <Group>
              <Button size="xs" variant="light" onClick={() => client.invalidateQueries({ queryKey: ['questions', subject.id] })}>
                최신 내용 불러오기 (내 변경 버림)
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {current?.returned && (
        <Alert color={current.return_done ? 'teal' : 'orange'} title={`${current.question_index}번 문항이 반려되었습니다`} role="status">
          <Group justify="space-between">
            <Text size="sm">사유: {current.return_reason ?? '-'}</Text>
            {current.return_done ? (
              <Badge color="teal">수정 완료 표시됨</Badge>
            ) : (
              <Button size="xs" color="orange" loading={markDone.isPending} disabled={dirty || !editable} onClick={() => markDone.mutate(current.id)}>
                수정 완료 표시
              </Button>
            )}
          </Group>
          {dirty && !current.return_done && (
            <Text size="xs" mt={4}>
              먼저 고친 내용을 저장하세요.
            </Text>
          )}
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <Paper withBorder>
            <ScrollArea.Autosize mah="70vh">
              <nav aria-label="문항 번호">
                {questions.map((q) => (
                  <NavLink
                    key={q.id}
                    label={`${q.question_index}번`}
                    active={q.id === current?.id}
                    onClick={() => void go(q.question_index)}
                    rightSection={
                      q.returned && !q.return_done ? (
                        <Badge size="xs" color="orange">반려</Badge>
                      ) : q.missing.length ? (
                        <Badge size="xs" color="red" variant="light">{q.missing.length}</Badge>
                      ) : (
                        <Badge size="xs" color="teal" variant="light">완료</Badge>
                      )
                    }
                  />
                ))}
              </nav>
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>

        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="sm">
            <Paper withBorder p="md" aria-label="문항 미리보기">
              {current && form ? (
                <Stack gap="xs">
                  {head && (
                    <Paper withBorder p="xs" bg="gray.0" aria-label="공통 지문">
                      <Badge variant="light" size="sm" mb={4}>
                        [{head.start_index}~{head.end_index}] 공통 지문
                      </Badge>
                      <Spoiler maxHeight={160} showLabel="지문 전체 보기" hideLabel="접기">
                        <Text size="sm">
                          <MathText text={head.content || '(지문 없음)'} />
                        </Text>
                      </Spoiler>
                    </Paper>
                  )}
                  <Text fw={600}>
                    {current.question_index}. <MathText text={form.content || '(문항 내용 없음)'} />
                  </Text>
                  {hasChoices && (
                    <Stack gap={4}>
                      {form.choices.map((c, i) => (
                        <Text key={i} size="sm" c={c ? undefined : 'dimmed'}>
                          {CHOICE_MARKS[i]} <MathText text={c || '(비어 있음)'} />
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Stack>
              ) : (
                <Text c="dimmed">문항이 없습니다.</Text>
              )}
            </Paper>
            {aside}
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, sm: 5 }}>
          {current && form && (
            <Paper withBorder p="md" component="form" onSubmit={(e) => { e.preventDefault(); void saveCurrent(); }} aria-label={`${current.question_index}번 문항 입력`}>
              <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={4} size="h5">
                      {current.question_index}번 문항 {dirty && <Badge color="yellow" size="sm">저장 안 됨</Badge>} {current.excluded && <Badge color="dark" size="sm">제외됨</Badge>}
                    </Title>
                    {liveMissing.length > 0 ? (
                      <Group gap={4}>{liveMissing.map((m) => <Badge key={m} color="red" variant="light" size="sm">{m}</Badge>)}</Group>
                    ) : (
                      <Badge color="teal" variant="light">완성</Badge>
                    )}
                  </Group>
                  <SegmentedControl
                    aria-label="문제 유형"
                    value={String(type)}
                    onChange={(v) => set('question_type', Number(v))}
                    data={Object.values(QUESTION_TYPE).map((t) => ({ value: String(t.code), label: t.label }))}
                  />
                  <div>
                    <Text size="sm" fw={500} mb={4}>
                      분류 방식
                    </Text>
                    <SegmentedControl
                      aria-label="분류 방식"
                      size="xs"
                      value={String(form.class_type)}
                      onChange={(v) => set('class_type', Number(v))}
                      data={Object.values(CLASS_TYPE).map((t) => ({ value: String(t.code), label: t.label }))}
                    />
                  </div>
                  <Textarea
                    label="문항 내용"
                    description={
                      <>
                        수식은 <span style={formulaTextStyle}>$...$</span> (예: <span style={formulaTextStyle}>{'$x^2$, $\\frac{1}{2}$'}</span>)
                      </>
                    }
                    autosize
                    minRows={3}
                    value={form.content}
                    onChange={(e) => set('content', e.currentTarget.value)}
                    styles={formulaInputStyles}
                    error={problemText(problems.content)}
                  />
                  {hasChoices && (
                    <Group justify="flex-end">
                      <Button size="compact-xs" variant="subtle" onClick={() => setLayout(true)}>
                        선택지 배치
                      </Button>
                    </Group>
                  )}
                  {hasChoices &&
                    form.choices.map((c, i) => (
                      <TextInput
                        key={i}
                        label={`선택지 ${i + 1}`}
                        value={c}
                        onChange={(e) => set('choices', form.choices.map((x, j) => (j === i ? e.currentTarget.value : x)))}
                        styles={formulaInputStyles}
                        error={problemText(problems[`choice${i}`])}
                      />
                    ))}
                  {(type === QUESTION_TYPE.multipleChoice.code || type === QUESTION_TYPE.listening.code) && (
                    <div>
                      <Text size="sm" fw={500} mb={4}>
                        정답
                      </Text>
                      <SegmentedControl aria-label="정답" value={form.answer} onChange={(v) => set('answer', v)} data={['1', '2', '3', '4', '5'].map((n) => ({ value: n, label: CHOICE_MARKS[Number(n) - 1] }))} />
                    </div>
                  )}
                  {type === QUESTION_TYPE.subjective.code && (
                    <Group grow>
                      <TextInput label="정답" value={form.answer} onChange={(e) => set('answer', e.currentTarget.value)} styles={formulaInputStyles} error={problemText(problems.answer)} />
                      <TextInput label="숫자 정답" value={form.answer_number} onChange={(e) => set('answer_number', e.currentTarget.value)} />
                    </Group>
                  )}
                  {type === QUESTION_TYPE.multiSelect.code && (
                    <Checkbox.Group label="정답 (복수 선택)" value={form.answer_multiple.map(String)} onChange={(v) => set('answer_multiple', v.map(Number))}>
                      <Group gap="md" mt={4}>
                        {[1, 2, 3, 4, 5].map((n) => (
                          <Checkbox key={n} value={String(n)} label={CHOICE_MARKS[n - 1]} />
                        ))}
                      </Group>
                    </Checkbox.Group>
                  )}
                  <div>
                    <Text size="sm" fw={500} mb={4}>
                      난이도
                    </Text>
                    <SegmentedControl aria-label="난이도" value={form.level === null ? '' : String(form.level)} onChange={(v) => set('level', v ? Number(v) : null)} data={LEVELS_OF_DIFFICULTY.map((l) => ({ value: String(l.code), label: l.label }))} />
                  </div>
                  {renderTypePicker({
                    value: form.category_id,
                    onChange: (id) => set('category_id', id),
                    scope: { school_type: subject.school_type, grade_id: subject.grade_id, subject_type_id: subject.subject_type_id, subject_detail_type_id: subject.subject_detail_type_id, curriculum: subject.curriculum === 2022 ? 2022 : 2015 },
                  })}
                  <Textarea label="해설·코멘트" autosize minRows={2} value={form.comment} onChange={(e) => set('comment', e.currentTarget.value)} styles={formulaInputStyles} error={problemText(problems.comment)} />
                  <TextInput label="코멘트 태그" placeholder="예: 오탈자, 고난도, 검토 필요" value={form.comment_tag} onChange={(e) => set('comment_tag', e.currentTarget.value)} />
                  <Group justify="space-between">
                    <Text size="xs" c="dimmed">
                      <Kbd>Ctrl</Kbd>+<Kbd>S</Kbd> 저장 · <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd> 저장 후 다음 · <Kbd>Alt</Kbd>+<Kbd>←</Kbd>/<Kbd>→</Kbd> 이동
                    </Text>
                    <Group gap="xs">
                      <Tooltip label="Alt+←">
                        <Button variant="default" onClick={() => void go(current.question_index - 1)} disabled={current.question_index <= 1}>
                          이전
                        </Button>
                      </Tooltip>
                      <Button type="submit" loading={save.isPending} disabled={!dirty}>
                        저장
                      </Button>
                      <Tooltip label="Ctrl+Enter">
                        <Button variant="light" onClick={() => void go(current.question_index + 1)} disabled={current.question_index >= questions.length}>
                          저장 후 다음
                        </Button>
                      </Tooltip>
                    </Group>
                  </Group>
                </Stack>
              </fieldset>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      {current && <ChoiceLayoutModal questionId={current.id} examSubjectId={subject.id} opened={layout} onClose={() => setLayout(false)} editable={editable && !dirty} />}
      {current && (canExclude || renderReport) && (
        <Group justify="flex-end">
          {renderReport?.(current.id)}
          {canExclude && (
            <Button size="xs" variant="subtle" color={current.excluded ? 'teal' : 'red'} loading={exclude.isPending} onClick={() => exclude.mutate({ id: current.id, excluded: !current.excluded })}>
              {current.excluded ? `${current.question_index}번 문항 복원` : `${current.question_index}번 문항을 문제은행에서 제외`}
            </Button>
          )}
        </Group>
      )}
      <UnsavedChangesModal guard={guard} what={`${current?.question_index ?? ''}번 문항`} onSave={saveCurrent} />
      <CompletenessModal
        opened={!!incomplete}
        items={incomplete?.items ?? []}
        serverMessage={incomplete?.message}
        onClose={() => setIncomplete(null)}
        onGo={(i) => {
          setIncomplete(null);
          void go(i);
        }}
      />
    </Stack>
  );
}
