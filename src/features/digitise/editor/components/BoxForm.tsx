/**
 * The selected box's fields beside the canvas: kind, number, section and part (renumber), and its corners in
 * points for exact fixes. Also the small form of a newly drawn box ("새 상자": pick kind, number, section).
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BOX_KINDS, BOX_KIND_LABELS } from '../../../../api/digitise/images';
import { COMMON_SECTION, type Box, type BoxKind, type EditorBox } from '../box-editor.rules';

const KIND_OPTIONS = BOX_KINDS.map((k) => ({ value: k, label: BOX_KIND_LABELS[k] }));

/** The fields of a box's name. */
export interface BoxNameFields {
  kind: BoxKind;
  number: string;
  section: string;
  part: number;
}

function NameFields({ value, onChange, sections, idPrefix }: { value: BoxNameFields; onChange: (v: BoxNameFields) => void; sections: string[]; idPrefix: string }) {
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
      <NumberInput label="부분" description="단·쪽을 넘는 문항의 몇째 부분" min={1} max={20} value={value.part} onChange={(v) => onChange({ ...value, part: Number(v) || 1 })} size="xs" id={`${idPrefix}-part`} />
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
  const [fields, setFields] = useState<BoxNameFields>(box);
  const [corners, setCorners] = useState<Box>(box.box);
  useEffect(() => setFields({ kind: box.kind, number: box.number, section: box.section, part: box.part }), [box.kind, box.number, box.section, box.part, box.key]);
  useEffect(() => setCorners(box.box), [box.box]);
  const changed = fields.kind !== box.kind || fields.number !== box.number || fields.section !== box.section || fields.part !== box.part;
  const moved = corners.some((c, i) => c !== box.box[i]);
  return (
    <form
      aria-label="고른 상자"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) onRename(fields);
        if (moved) onSetBox(corners);
      }}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            고른 상자 · {box.page}쪽 {box.id ? `#${box.id}` : '(새 상자)'}
          </Text>
          <NameFields value={fields} onChange={setFields} sections={sections} idPrefix="box-form" />
          <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
            {(['x0', 'y0', 'x1', 'y1'] as const).map((name, i) => (
              <NumberInput
                key={name}
                label={`${name} (pt)`}
                size="xs"
                decimalScale={1}
                min={0}
                value={corners[i]}
                onChange={(v) => setCorners((c) => c.map((x, j) => (j === i ? Number(v) || 0 : x)) as Box)}
              />
            ))}
          </SimpleGrid>
          <Group gap="xs">
            <Button type="submit" size="xs" disabled={!changed && !moved} aria-label="고른 상자 고침 적용">
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
  const [fields, setFields] = useState(initial);
  return (
    <form
      aria-label="새 상자"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(fields);
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
          <Button size="xs" type="submit" data-autofocus>
            추가
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
