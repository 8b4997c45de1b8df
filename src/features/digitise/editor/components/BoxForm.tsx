/**
 * The selected box's fields beside the canvas: kind, number, section and part (renumber), and its corners in
 * points for exact fixes. Also the small form of a newly drawn box ("새 상자": pick kind, number, section).
 * Numbers stay as typed: a part or a corner outside its range (box-form.rules.ts) shows why on its field and
 * nothing is applied until it is fixed.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BOX_KINDS, BOX_KIND_LABELS } from '../../../../api/digitise/images';
import { typedNumber } from '../../../../components/form/typed-number';
import { COMMON_SECTION, type Box, type BoxKind, type EditorBox } from '../box-editor.rules';
import { BOX_PART, BOX_POINT, CORNERS, cornerErrors, partError, typedBox, type TypedBox } from '../box-form.rules';

const KIND_OPTIONS = BOX_KINDS.map((k) => ({ value: k, label: BOX_KIND_LABELS[k] }));

/** The fields of a box's name. */
export interface BoxNameFields {
  kind: BoxKind;
  number: string;
  section: string;
  part: number;
}

/** The fields of a box's name as the form holds them: the part as typed. */
type BoxNameDraft = Omit<BoxNameFields, 'part'> & { part: number | string };

/** The name fields of a draft whose part is valid, else null. */
const nameFieldsOf = ({ kind, number, section, part }: BoxNameDraft): BoxNameFields | null => (partError(part) ? null : { kind, number, section, part: typedNumber(part) });

function NameFields({ value, onChange, sections, idPrefix }: { value: BoxNameDraft; onChange: (v: BoxNameDraft) => void; sections: string[]; idPrefix: string }) {
  return (
    <>
      <Select label="종류" data={KIND_OPTIONS} value={value.kind} onChange={(k) => k && onChange({ ...value, kind: k as BoxKind })} allowDeselect={false} size="xs" id={`${idPrefix}-kind`} />
      <TextInput
        label="번호"
        description={value.kind === 'passage' ? '예: 16-17' : value.kind === 'choice' ? '문항.선택지, 예: 7.3' : '예: 7'}
        value={value.number}
        onChange={(e) => onChange({ ...value, number: e.currentTarget.value })}
        size="xs"
        maxLength={20}
        id={`${idPrefix}-number`}
      />
      <Autocomplete
        label="영역"
        description={`공통은 ${COMMON_SECTION}`}
        data={[...new Set([COMMON_SECTION, ...sections])]}
        value={value.section}
        onChange={(section) => onChange({ ...value, section })}
        size="xs"
        id={`${idPrefix}-section`}
      />
      <NumberInput
        label="부분"
        description="단·쪽을 넘는 문항의 몇째 부분"
        min={BOX_PART.min}
        max={BOX_PART.max}
        value={value.part}
        onChange={(part) => onChange({ ...value, part })}
        error={partError(value.part)}
        size="xs"
        id={`${idPrefix}-part`}
      />
    </>
  );
}

export interface BoxFormProps {
  box: EditorBox;
  sections: string[];
  readOnly: boolean;
  onRename: (fields: BoxNameFields) => void;
  onSetBox: (box: Box) => void;
}

/** The side form of the one selected box. */
export function BoxForm({ box, sections, readOnly, onRename, onSetBox }: BoxFormProps) {
  const [fields, setFields] = useState<BoxNameDraft>(box);
  const [corners, setCorners] = useState<TypedBox>(box.box);
  useEffect(() => setFields({ kind: box.kind, number: box.number, section: box.section, part: box.part }), [box.kind, box.number, box.section, box.part, box.key]);
  useEffect(() => setCorners(box.box), [box.box]);
  const changed = fields.kind !== box.kind || fields.number !== box.number || fields.section !== box.section || typedNumber(fields.part) !== box.part;
  const moved = corners.some((c, i) => typedNumber(c) !== box.box[i]);
  const named = nameFieldsOf(fields);
  const placed = typedBox(corners);
  const cornerProblems = cornerErrors(corners);
  return (
    <form
      aria-label="고른 상자"
      onSubmit={(e) => {
        e.preventDefault();
        if (!named || !placed) return;
        if (changed) onRename(named);
        if (moved) onSetBox(placed);
      }}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            고른 상자 · {box.page}쪽 {box.id ? `#${box.id}` : '(새 상자)'}
          </Text>
          <NameFields value={fields} onChange={setFields} sections={sections} idPrefix="box-form" />
          <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
            {CORNERS.map((name, i) => (
              <NumberInput
                key={name}
                label={`${name} (pt)`}
                size="xs"
                min={BOX_POINT.min}
                max={BOX_POINT.max}
                value={corners[i]}
                onChange={(v) => setCorners((c) => c.map((x, j) => (j === i ? v : x)) as TypedBox)}
                error={cornerProblems[name]}
              />
            ))}
          </SimpleGrid>
          <Group gap="xs">
            <Button type="submit" size="xs" disabled={(!changed && !moved) || !named || !placed} aria-label="고른 상자 고침 적용">
              적용
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!changed && !moved}
              onClick={() => {
                setFields(box);
                setCorners(box.box);
              }}
            >
              되돌리기
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

/** The small form of a newly drawn box: what it is, then 추가 or 취소. */
export function NewBoxForm({ initial, sections, onAdd, onCancel }: { initial: BoxNameFields; sections: string[]; onAdd: (fields: BoxNameFields) => void; onCancel: () => void }) {
  const [fields, setFields] = useState<BoxNameDraft>(initial);
  const named = nameFieldsOf(fields);
  return (
    <form
      aria-label="새 상자"
      onSubmit={(e) => {
        e.preventDefault();
        if (named) onAdd(named);
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <Stack gap={6} w={220}>
        <Text size="sm" fw={600}>
          새 상자
        </Text>
        <NameFields value={fields} onChange={setFields} sections={sections} idPrefix="new-box" />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onCancel}>
            취소
          </Button>
          <Button size="xs" type="submit" disabled={!named} data-autofocus>
            추가
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
