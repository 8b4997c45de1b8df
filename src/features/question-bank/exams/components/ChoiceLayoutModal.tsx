/**
 * The choices of one question as stored (question_multiple): per-choice width, one width for all, add and remove.
 * A width is kept as typed: outside its range it shows the range on the field and is not saved (a choice's width
 * on leaving the field, all widths with 일괄 적용) until it is fixed.
 */
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { typedNumber } from '../../../../components/form/typed-number';
import { MathText } from '../../../../components/math/MathText';
import { choicesOptions, useChoiceCalls } from '../api/exam-queries';
import { CHOICE_COUNT } from '../../../../api/codes';
import { CHOICE_WIDTH, choiceWidthError } from '../exam-number-fields.rules';

export function ChoiceLayoutModal({ questionId, examSubjectId, opened, onClose, editable }: { questionId: number; examSubjectId: number; opened: boolean; onClose: () => void; editable: boolean }) {
  const choices = useQuery({ ...choicesOptions(questionId), enabled: opened });
  const calls = useChoiceCalls(questionId, examSubjectId);
  const [all, setAll] = useState<number | string>(CHOICE_WIDTH.max);
  /** Widths typed and not yet stored, by choice id. */
  const [typed, setTyped] = useState<Record<number, number | string>>({});
  const allError = choiceWidthError(all);
  const forget = (id: number) => setTyped(({ [id]: _, ...rest }) => rest);
  const [draft, setDraft] = useState('');
  const rows = choices.data?.data_list ?? [];
  const free = Array.from({ length: CHOICE_COUNT }, (_, i) => i + 1).find((n) => !rows.some((r) => r.choice_index === n));
  const error = [calls.width, calls.update, calls.create, calls.remove].find((m) => m.isError)?.error;
  return (
    <Modal opened={opened} onClose={onClose} title="선택지 배치" size="lg">
      <Stack gap="sm">
        {error && <Alert color="red">{error.message}</Alert>}
        <Text size="xs" c="dimmed">
          너비는 한 줄에서 선택지가 차지하는 비율(%)입니다. 100이면 한 줄에 하나, 20이면 다섯 개가 나란히 놓입니다.
        </Text>
        <Table layout="fixed" aria-label="선택지">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ width: '10%' }}>번호</Table.Th>
              <Table.Th style={{ width: '55%' }}>내용</Table.Th>
              <Table.Th style={{ width: '25%' }}>너비(%)</Table.Th>
              <Table.Th style={{ width: '10%' }} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.choice_index}</Table.Td>
                <Table.Td>
                  <MathText text={c.content || '(비어 있음)'} />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    min={CHOICE_WIDTH.min}
                    max={CHOICE_WIDTH.max}
                    step={10}
                    value={typed[c.id] ?? c.width}
                    disabled={!editable}
                    aria-label={`${c.choice_index}번 너비`}
                    onChange={(width) => setTyped((t) => ({ ...t, [c.id]: width }))}
                    onBlur={() => {
                      if (!(c.id in typed) || choiceWidthError(typed[c.id])) return;
                      const width = typedNumber(typed[c.id]);
                      if (width !== c.width) calls.update.mutate({ id: c.id, width }, { onSuccess: () => forget(c.id) });
                    }}
                    error={editable && c.id in typed ? choiceWidthError(typed[c.id]) : null}
                  />
                </Table.Td>
                <Table.Td>
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${c.choice_index}번 선택지 삭제`}
                      onClick={() => modals.openConfirmModal({ title: '선택지 삭제', children: `${c.choice_index}번 선택지를 삭제합니다.`, labels: { confirm: '삭제', cancel: '취소' }, confirmProps: { color: 'red' }, onConfirm: () => calls.remove.mutate(c.id) })}
                    >
                      ✕
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {editable && (
          <Group align="flex-end">
            <NumberInput label="모든 선택지 너비" size="xs" w={160} min={CHOICE_WIDTH.min} max={CHOICE_WIDTH.max} step={10} value={all} onChange={setAll} error={allError} />
            <Button size="xs" variant="light" onClick={() => !allError && calls.width.mutate(typedNumber(all), { onSuccess: () => setTyped({}) })} disabled={allError !== null} loading={calls.width.isPending}>
              일괄 적용
            </Button>
            {free !== undefined && (
              <>
                <TextInput label={`${free}번 선택지 추가`} size="xs" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
                <Button size="xs" onClick={() => calls.create.mutate({ choice_index: free, content: draft }, { onSuccess: () => setDraft('') })} loading={calls.create.isPending}>
                  추가
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

