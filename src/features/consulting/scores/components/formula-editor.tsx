/**
 * Adding or changing a university's formula (administrators): university, year, track, source and note, the
 * structured formula (FormulaFields), what the formula still lacks (the engine's `formulaGaps`) and its JSON as
 * it will be stored. Checked with the call's own schema before sending; every failing path is listed and put on
 * its input, and a path the server names (`body.formula.english.by_grade.3`) is shown the same way. Closing with
 * unsaved changes asks first.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, List, Modal, NumberInput, ScrollArea, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { FormulaBodySchema, TRACKS, type FormulaRow, type ScoreFormula, type Track } from '../../../../api/consulting/scores';
import { serverError } from '../../../../components/form/form-errors';
import { useIsMobile } from '../../../../layout/breakpoints';
import { formulaGaps } from '../../score.rules';
import { useSaveFormula, useScoreUniversities } from '../api/formulas';
import { errorsByPath, newFormula, numberOf } from '../formula-form';
import { FormulaFields } from './formula-fields';

/** What the editor edits: a stored formula, or a new one (for a university when one is chosen). */
export type FormulaDraft = { row: FormulaRow } | { universityId: number | null };

export interface FormulaEditorProps {
  draft: FormulaDraft | null;
  onClose: () => void;
}

/** The modal; a fresh form for each draft opened. */
export function FormulaEditor({ draft, onClose }: FormulaEditorProps) {
  if (!draft) return null;
  return <EditorModal key={'row' in draft ? `row-${draft.row.id}` : `new-${draft.universityId}`} draft={draft} onClose={onClose} />;
}

interface Values {
  university_id: number | null;
  year: number | string;
  track: Track;
  source: string;
  note: string;
  formula: ScoreFormula;
}

const initialOf = (draft: FormulaDraft): Values =>
  'row' in draft
    ? { university_id: draft.row.university_id, year: draft.row.year, track: draft.row.track, source: draft.row.source, note: draft.row.note ?? '', formula: draft.row.formula }
    : { university_id: draft.universityId, year: new Date().getFullYear() + 1, track: '공통', source: '', note: '', formula: newFormula() };

function EditorModal({ draft, onClose }: { draft: FormulaDraft; onClose: () => void }) {
  const mobile = useIsMobile();
  const [initial] = useState(() => initialOf(draft));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmingClose, setConfirmingClose] = useState(false);
  const save = useSaveFormula();
  const universities = useScoreUniversities();
  const editing = 'row' in draft;
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const gaps = useMemo(() => formulaGaps(values.formula), [values.formula]);
  const json = useMemo(() => JSON.stringify(values.formula, (_, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? null : v), 2), [values.formula]);

  const body = () => ({
    university_id: values.university_id ?? Number.NaN,
    year: numberOf(values.year, false) ?? Number.NaN,
    track: values.track,
    formula: values.formula,
    source: values.source,
    note: values.note.trim() === '' ? null : values.note,
  });

  function requestClose() {
    if (save.isPending) return;
    if (dirty) setConfirmingClose(true);
    else onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = FormulaBodySchema.safeParse(body());
    if (!parsed.success) return setErrors(errorsByPath(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ body: parsed.data, id: 'row' in draft ? draft.row.id : undefined });
      onClose();
    } catch (error) {
      const { field, message } = serverError(error);
      setErrors({ [field ?? 'form']: message });
    }
  }

  const formulaErrors = Object.fromEntries(Object.entries(errors).flatMap(([k, v]) => (k.startsWith('formula.') ? [[k.slice('formula.'.length), v]] : [])));
  const universityOptions = (universities.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.campus}, ${u.region})` }));

  return (
    <Modal opened onClose={requestClose} title={editing ? '환산 공식 수정' : '환산 공식 추가'} size="xl" fullScreen={mobile} closeButtonProps={{ 'aria-label': '닫기' }}>
      {confirmingClose ? (
        <Stack gap="md" role="alertdialog" aria-label="저장하지 않은 변경">
          <Text fw={600}>저장하지 않은 변경이 있습니다</Text>
          <Text size="sm">이대로 닫으면 입력한 내용이 사라집니다.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmingClose(false)} data-autofocus>
              계속 편집
            </Button>
            <Button color="red" variant="light" onClick={onClose}>
              저장하지 않고 닫기
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="대학"
                data={universityOptions}
                value={values.university_id === null ? null : String(values.university_id)}
                onChange={(v) => setValues((x) => ({ ...x, university_id: v ? Number(v) : null }))}
                searchable
                nothingFoundMessage="맞는 대학이 없습니다"
                placeholder={universities.isLoading ? '대학 목록을 불러오는 중' : '대학 이름으로 찾기'}
                error={errors.university_id}
                required
              />
              <NumberInput label="학년도" value={values.year} onChange={(v) => setValues((x) => ({ ...x, year: v }))} allowDecimal={false} error={errors.year} required />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                계열
              </Text>
              <SegmentedControl data={[...TRACKS]} value={values.track} onChange={(v) => setValues((x) => ({ ...x, track: v as Track }))} aria-label="계열" />
              {errors.track && (
                <Text size="xs" c="red">
                  {errors.track}
                </Text>
              )}
            </Stack>
            <Textarea label="출처" description="모집요강이나 기사 주소. 화면에 그대로 보입니다." autosize minRows={2} value={values.source} onChange={(e) => { const v = e.currentTarget.value; setValues((x) => ({ ...x, source: v })); }} error={errors.source} required />
            <Textarea label="메모" description="불확실한 점, 비워 둔 항목과 그 이유. 화면에 그대로 보입니다." autosize minRows={2} maxRows={8} value={values.note} onChange={(e) => { const v = e.currentTarget.value; setValues((x) => ({ ...x, note: v })); }} error={errors.note} />

            <FormulaFields value={values.formula} onChange={(formula) => setValues((x) => ({ ...x, formula }))} errors={formulaErrors} />

            <Title order={5}>확인</Title>
            {gaps.length ? (
              <Alert color="yellow" variant="light" title="이 공식으로는 아직 계산하지 않습니다">
                <List size="sm" spacing={2}>
                  {gaps.map((g) => (
                    <List.Item key={g.message}>{g.message}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : (
              <Text size="sm" c="teal">
                빠진 항목이 없습니다. 학생 성적이 있으면 계산됩니다.
              </Text>
            )}
            <Text size="sm" fw={500}>
              JSON 미리보기 (저장되는 공식)
            </Text>
            <ScrollArea.Autosize mah={240} type="auto">
              <Code block aria-label="공식 JSON">
                {json}
              </Code>
            </ScrollArea.Autosize>
            {Object.keys(errors).length > 0 && (
              <Alert color="red" role="alert" title="저장하지 못했습니다 (항목별 표시도 확인하세요)">
                <List size="sm" spacing={2}>
                  {Object.entries(errors).map(([path, message]) => (
                    <List.Item key={path}>
                      <Code>{path}</Code> {message}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                취소
              </Button>
              <Button type="submit" loading={save.isPending}>
                {editing ? '저장' : '추가'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

