/**
 * The scores of one sitting (issue 10 point 5): the sitting's year and name, then one row per subject area as on
 * a 성적표 (국어, 수학, 영어, 한국사, 탐구1, 탐구2, 제2외국어/한문), each with its elective and the scores it takes
 * (영어, 한국사 and 제2외국어/한문 only 원점수 and 등급). Checked with the call's own schema before sending, each
 * message on its field; a refusal of the server lands on its field too. Editing a sitting: an area unticked is
 * deleted on save; a graded area keeps its elective and its computed 원점수.
 */
import { Fragment, useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '../../../../api/client';
import { choicesOfArea, EXAM_LIMITS, ExamScoresBodySchema, SUBJECT_AREAS, type ExamScoresBody, type ExamSitting, type SubjectArea } from '../../../../api/consulting/exams';
import { useDeleteExam } from '../api/delete-exam';
import { useSaveExamScores } from '../api/save-exam-scores';
import { scoreFields, scoreText, TEST_NAME_SUGGESTIONS, type ScoreField } from '../../exams.rules';

type Score = number | '';
interface Row {
  included: boolean;
  choice: string;
  raw_score: Score;
  standard_score: Score;
  percentile: Score;
  grade: Score;
}
type Rows = Record<SubjectArea, Row>;
type Errors = Record<string, string>;

const blankRow = (area: SubjectArea): Row => {
  const choices = choicesOfArea(area);
  return { included: false, choice: choices.length === 1 ? String(choices[0].id) : '', raw_score: '', standard_score: '', percentile: '', grade: '' };
};
const num = (v: number | null): Score => (v === null ? '' : v);

function rowsOf(sitting?: ExamSitting): Rows {
  const rows = Object.fromEntries(SUBJECT_AREAS.map((a) => [a.code, blankRow(a.code)])) as Rows;
  if (!sitting) for (const a of ['korean', 'math', 'english', 'history', 'inquiry1', 'inquiry2'] as const) rows[a].included = true;
  for (const r of sitting?.subject_list ?? [])
    rows[r.subject_area] = { included: true, choice: String(r.choice_subject_id), raw_score: num(r.raw_score), standard_score: num(r.standard_score), percentile: num(r.percentile), grade: num(r.grade) };
  return rows;
}

const orNull = (v: Score) => (v === '' ? null : v);

export interface ExamScoreFormProps {
  userId: number;
  /** The sitting being edited; a new sitting when absent. */
  sitting?: ExamSitting;
  /** The year a new sitting starts with. */
  defaultYear: number;
  mobile: boolean;
  onDone: (saved: { year: number; test_name: string }) => void;
  onCancel: () => void;
}

export function ExamScoreForm({ userId, sitting, defaultYear, mobile, onDone, onCancel }: ExamScoreFormProps) {
  const save = useSaveExamScores();
  const remove = useDeleteExam();
  const [year, setYear] = useState<Score>(sitting?.year ?? defaultYear);
  const [testName, setTestName] = useState(sitting?.test_name ?? '');
  const [rows, setRows] = useState<Rows>(() => rowsOf(sitting));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const graded = new Set((sitting?.subject_list ?? []).filter((r) => r.graded !== null || r.exam_subject_id !== null).map((r) => r.subject_area));
  const stored = new Set((sitting?.subject_list ?? []).map((r) => r.subject_area));
  const busy = save.isPending || remove.isPending;

  const setRow = (area: SubjectArea, patch: Partial<Row>) => {
    setRows((r) => ({ ...r, [area]: { ...r[area], ...patch } }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`${area}.`) && k !== 'subjects')));
  };

  const included = SUBJECT_AREAS.filter((a) => rows[a.code].included).map((a) => a.code);
  const removed = [...stored].filter((a) => !rows[a].included);

  function body(): ExamScoresBody {
    return {
      user_id: userId,
      year: year === '' ? Number.NaN : year,
      test_name: testName,
      subjects: included.map((area) => {
        const r = rows[area];
        const fields = new Set(scoreFields(area).map((f) => f.key));
        return {
          subject_area: area,
          choice_subject_id: r.choice === '' ? Number.NaN : Number(r.choice),
          ...(graded.has(area) || !fields.has('raw_score') ? {} : { raw_score: orNull(r.raw_score) }),
          ...(fields.has('standard_score') ? { standard_score: orNull(r.standard_score), percentile: orNull(r.percentile) } : {}),
          grade: orNull(r.grade),
        };
      }),
    };
  }

  /** An issue's path as the form's key: `year`, `test_name`, `subjects`, or `<area>.<field>`. */
  const keyOf = (path: ReadonlyArray<PropertyKey>): string => (path[0] === 'subjects' && typeof path[1] === 'number' ? `${included[path[1]]}.${String(path[2] ?? 'choice_subject_id')}` : String(path[0] ?? 'form'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const payload = body();
    const sending = included.length > 0;
    if (sending || !sitting) {
      const parsed = ExamScoresBodySchema.safeParse(payload);
      if (!parsed.success) {
        const next: Errors = {};
        for (const area of included) if (rows[area].choice === '') next[`${area}.choice_subject_id`] = '선택과목을 고르세요.';
        for (const issue of parsed.error.issues) next[keyOf(issue.path)] ??= issue.message;
        if (next.subjects) next.subjects = '적어도 한 과목을 입력하세요.';
        return setErrors(next);
      }
    }
    try {
      if (sending) await save.mutateAsync(payload);
      for (const area of removed) await remove.mutateAsync({ user_id: userId, year: sitting!.year, test_name: sitting!.test_name, subject_area: area });
      onDone({ year: Number(payload.year), test_name: payload.test_name.trim() });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const field = apiError?.field?.replace(/^body\./, '').split('.');
      if (field) setErrors({ [keyOf(field.map((p) => (/^\d+$/.test(p) ? Number(p) : p)))]: apiError!.message });
      setFailure(apiError?.message ?? '저장하지 못했습니다.');
    }
  }

  return (
    <form onSubmit={submit} aria-label="모의고사 성적 입력" noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="연도"
            value={year}
            onChange={(v) => setYear(typeof v === 'number' ? v : '')}
            min={EXAM_LIMITS.yearMin}
            max={EXAM_LIMITS.yearMax}
            allowDecimal={false}
            allowNegative={false}
            error={errors.year}
            disabled={!!sitting}
            required
          />
          <Autocomplete
            label="모의고사 이름"
            placeholder="예: 6월 모의평가"
            data={[...TEST_NAME_SUGGESTIONS]}
            value={testName}
            onChange={(v) => {
              setTestName(v);
              setErrors((e) => ({ ...e, test_name: '' }));
            }}
            maxLength={EXAM_LIMITS.testName}
            error={errors.test_name}
            disabled={!!sitting}
            required
          />
        </SimpleGrid>
        {errors.subjects && (
          <Text c="red" size="sm" role="alert">
            {errors.subjects}
          </Text>
        )}
        <Stack gap="xs">
          {SUBJECT_AREAS.map((a) => (
            <AreaRow
              key={a.code}
              area={a.code}
              label={a.label}
              row={rows[a.code]}
              errors={errors}
              graded={graded.has(a.code)}
              willDelete={stored.has(a.code) && !rows[a.code].included}
              mobile={mobile}
              onChange={(patch) => setRow(a.code, patch)}
            />
          ))}
        </Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            취소
          </Button>
          <Button type="submit" loading={busy}>
            {sitting ? '수정 저장' : '저장'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface AreaRowProps {
  area: SubjectArea;
  label: string;
  row: Row;
  errors: Errors;
  graded: boolean;
  willDelete: boolean;
  mobile: boolean;
  onChange: (patch: Partial<Row>) => void;
}

/** One area: whether it was sat, its elective, and its score fields. */
function AreaRow({ area, label, row, errors, graded, willDelete, mobile, onChange }: AreaRowProps) {
  const choices = choicesOfArea(area);
  const fields = scoreFields(area);
  const err = (key: string) => errors[`${area}.${key}`];
  return (
    <Paper withBorder p="sm" radius="md" bg={row.included ? undefined : 'gray.0'} component="fieldset" aria-label={`${label} 성적`} style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label={<Text fw={600}>{label}</Text>} checked={row.included} onChange={(e) => onChange({ included: e.currentTarget.checked })} aria-label={`${label} 응시`} />
          {willDelete && (
            <Text size="xs" c="red">
              저장하면 이 과목을 지웁니다
            </Text>
          )}
          {graded && row.included && (
            <Text size="xs" c="teal.8">
              답안 채점됨
            </Text>
          )}
        </Group>
        {row.included && (
          <SimpleGrid cols={mobile ? 2 : { base: 2, sm: 5 }} spacing="xs">
            {choices.length > 1 ? (
              <Select
                label="선택과목"
                placeholder="고르세요"
                data={choices.map((c) => ({ value: String(c.id), label: c.label }))}
                value={row.choice || null}
                onChange={(v) => onChange({ choice: v ?? '' })}
                error={err('choice_subject_id')}
                disabled={graded}
                searchable={choices.length > 5}
                comboboxProps={{ withinPortal: true }}
                style={mobile ? { gridColumn: '1 / -1' } : undefined}
              />
            ) : (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  과목
                </Text>
                <Text size="sm" pt={6}>
                  {choices[0].label}
                </Text>
              </Stack>
            )}
            {fields.map((f) => (
              <Fragment key={f.key}>
                <ScoreInput field={f} value={row[f.key]} error={err(f.key)} graded={graded && f.key === 'raw_score'} onChange={(v) => onChange({ [f.key]: v })} />
                {/* 표준점수 and 백분위 have no place in absolute grading: the 등급 stays in its column. */}
                {f.key === 'raw_score' && fields.length === 2 && !mobile && (
                  <Text size="xs" c="dimmed" pt={30} style={{ gridColumn: 'span 2' }} visibleFrom="sm">
                    절대평가: 표준점수·백분위 없음
                  </Text>
                )}
              </Fragment>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function ScoreInput({ field, value, error, graded, onChange }: { field: ScoreField; value: Score; error?: string; graded: boolean; onChange: (v: Score) => void }) {
  if (graded) return <TextInput label={field.label} value={scoreText(value === '' ? null : value)} readOnly description="채점으로 계산" variant="filled" />;
  return (
    <NumberInput
      label={field.label}
      placeholder={`${field.min}~${field.max}`}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : '')}
      min={field.min}
      max={field.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      inputMode="numeric"
      error={error}
    />
  );
}
