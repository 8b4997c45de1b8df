/** Searches the whole bank (question_subject/all) and opens a question (question/{id}) in a modal. */
import { useState } from 'react';
import { Alert, Badge, Group, Modal, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { MathText } from '../../../../components/math/MathText';
import { bankSearchOptions, questionOptions } from '../api/exam-queries';
import { GRADES, labelFor, LEVELS_OF_DIFFICULTY, QUESTION_TYPE, SUBJECT_TYPE } from '../../../../api/codes';

const opts = (table: Record<string, { code: number; label: string }>) => Object.values(table).map((e) => ({ value: String(e.code), label: e.label }));
const num = (v: string | null) => (v ? Number(v) : undefined);

export function BankSearch() {
  const [f, setF] = useState<{ subject_type_id?: number; grade_id?: number; level?: number; question_type?: number; page: number }>({ page: 1 });
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 300);
  const [open, setOpen] = useState<number | null>(null);
  const result = useQuery(bankSearchOptions({ ...f, search: search || undefined, size: 20 }));
  const rows = result.data?.data_list ?? [];
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group gap="xs" align="flex-end" role="search" aria-label="문항 검색">
          <Select label="과목" size="xs" w={120} data={opts(SUBJECT_TYPE)} clearable placeholder="전체" onChange={(v) => setF({ ...f, subject_type_id: num(v), page: 1 })} />
          <Select label="학년" size="xs" w={100} data={GRADES.map((g) => ({ value: String(g), label: `${g}학년` }))} clearable placeholder="전체" onChange={(v) => setF({ ...f, grade_id: num(v), page: 1 })} />
          <Select label="난이도" size="xs" w={100} data={LEVELS_OF_DIFFICULTY.map((l) => ({ value: String(l.code), label: l.label }))} clearable placeholder="전체" onChange={(v) => setF({ ...f, level: num(v), page: 1 })} />
          <Select label="문제 유형" size="xs" w={120} data={opts(QUESTION_TYPE)} clearable placeholder="전체" onChange={(v) => setF({ ...f, question_type: num(v), page: 1 })} />
          <TextInput label="내용" size="xs" w={240} placeholder="문항 내용 검색" value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </Group>
      </Paper>
      <Table striped highlightOnHover layout="fixed" aria-label="문항 검색 결과">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: '8%' }}>번호</Table.Th>
            <Table.Th style={{ width: '50%' }}>문항</Table.Th>
            <Table.Th style={{ width: '24%' }}>시험</Table.Th>
            <Table.Th style={{ width: '10%' }}>유형</Table.Th>
            <Table.Th style={{ width: '8%' }}>난이도</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={result.isLoading} error={result.error} empty={rows.length === 0} columns={5} emptyText="조건에 맞는 문항이 없습니다." />
          {rows.map((r) => (
            <Table.Tr key={r.id} onClick={() => setOpen(r.id)} style={{ cursor: 'pointer' }}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  <MathText text={r.content || '(내용 없음)'} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {r.exam_subject_name} {r.question_index}번
                </Text>
              </Table.Td>
              <Table.Td>{labelFor(QUESTION_TYPE, r.question_type)}</Table.Td>
              <Table.Td>{r.level ?? '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListFooter total={result.data?.total ?? 0} estimated={result.data?.total_estimated} page={f.page} size={20} onPage={(page) => setF({ ...f, page })} />
      <QuestionModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function QuestionModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const q = useQuery({ ...questionOptions(id ?? 0), enabled: id !== null });
  const d = q.data?.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={d ? `${d.question_index}번 문항` : '문항'} size="lg">
      {q.isError && <Alert color="red">{q.error.message}</Alert>}
      {d && (
        <Stack gap="xs">
          {q.data?.head && (
            <Paper withBorder p="xs" bg="gray.0">
              <Text size="sm">
                <MathText text={q.data.head.content} />
              </Text>
            </Paper>
          )}
          <Text>
            <MathText text={d.content} />
          </Text>
          {d.choices.map((c) => (
            <Text key={c.id} size="sm">
              {'①②③④⑤'[c.choice_index - 1]} <MathText text={c.content} />
            </Text>
          ))}
          <Group gap="xs">
            <Badge variant="light">정답 {d.answer ?? d.answer_number ?? d.answer_multiple.join(',') ?? '-'}</Badge>
            <Badge variant="light">난이도 {d.level ?? '-'}</Badge>
            <Badge variant="light">{q.data?.subject_code_name || '세부 과목 없음'}</Badge>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
