/** The choices of one question as stored (question_multiple): per-choice width, one width for all, add and remove. */
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { MathText } from '../../../../components/math/MathText';
import { choicesOptions, useChoiceCalls } from '../api/exam-queries';
import { CHOICE_COUNT } from '../../../../api/codes';

export function ChoiceLayoutModal({ questionId, examSubjectId, opened, onClose, editable }: { questionId: number; examSubjectId: number; opened: boolean; onClose: () => void; editable: boolean }) {
  const choices = useQuery({ ...choicesOptions(questionId), enabled: opened });
  const calls = useChoiceCalls(questionId, examSubjectId);
  const [all, setAll] = useState<number | string>(100);
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
                  <NumberInput size="xs" min={10} max={100} step={10} defaultValue={c.width} disabled={!editable} aria-label={`${c.choice_index}번 너비`} onBlur={(e) => {
                    const width = Number(e.currentTarget.value);
                    if (width !== c.width && width >= 10 && width <= 100) calls.update.mutate({ id: c.id, width });
                  }} />
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
            <NumberInput label="모든 선택지 너비" size="xs" w={160} min={10} max={100} step={10} value={all} onChange={setAll} />
            <Button size="xs" variant="light" onClick={() => calls.width.mutate(Number(all))} loading={calls.width.isPending}>
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
