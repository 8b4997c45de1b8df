/**
 * A university's previous years' cut-offs (administrators): the table by major, year and kind with who changed
 * each, adding one for a major of the university, changing one (year, kind, score, source), and deleting one
 * after a confirmation. Scores are in that year's converted score, to one decimal, as the sources print them.
 */
import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, TableScrollContainer, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { CUTOFF_KINDS, CutoffBodySchema, CutoffUpdateBodySchema, type CutoffBody, type CutoffRow, type CutoffUpdateBody } from '../../../../api/consulting/scores';
import { serverError } from '../../../../components/form/form-errors';
import { useIsMobile } from '../../../../layout/breakpoints';
import { formatNumber } from '../../score.rules';
import { useCutoffs, useDeleteCutoff, useSaveCutoff } from '../api/cutoffs';
import { useScoreMajors } from '../api/formulas';
import { errorsByPath, inputOf, numberOf } from '../formula-form';

export interface CutoffTableProps {
  universityId: number;
  universityName: string;
  /** Whether the viewer may add, change and delete (CONSULTING_POLICY 'formula.edit'). */
  canEdit: boolean;
}

type Draft = { row: CutoffRow } | 'new';

export function CutoffTable({ universityId, universityName, canEdit }: CutoffTableProps) {
  const list = useCutoffs({ university_id: universityId });
  const remove = useDeleteCutoff();
  const [draft, setDraft] = useState<Draft | null>(null);

  const confirmDelete = (row: CutoffRow) =>
    modals.openConfirmModal({
      title: '입결 삭제',
      children: (
        <Text size="sm">
          {row.major_name}의 {row.year}학년도 {row.kind} {formatNumber(row.score)}점을 삭제할까요? 이 학과의 지원 구간이 바로 바뀝니다.
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(row.id, { onSuccess: () => notifications.show({ color: 'green', message: `${row.major_name} ${row.year} ${row.kind}을(를) 삭제했습니다.` }) }),
    });

  const rows = list.data ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {universityName}: 입결 {rows.length}개
        </Text>
        {canEdit && (
          <Button size="xs" onClick={() => setDraft('new')}>
            입결 추가
          </Button>
        )}
      </Group>
      {list.isError && !list.data ? (
        <Alert color="red" role="alert">
          입결을 불러오지 못했습니다. <Button size="compact-xs" variant="subtle" onClick={() => void list.refetch()}>다시 불러오기</Button>
        </Alert>
      ) : (
        <TableScrollContainer minWidth={340}>
          <Table striped highlightOnHover verticalSpacing={6} aria-label={`${universityName} 입결`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>학과 · 학년도 · 종류</Table.Th>
                <Table.Th ta="right">점수</Table.Th>
                <Table.Th>출처</Table.Th>
                {canEdit && <Table.Th w={72} aria-label="동작" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.major_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.year} · {row.kind}
                      {row.major_id === null ? ' · 최신 학과 목록에 없음' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(row.score)}</Table.Td>
                  <Table.Td>
                    <Text size="xs" style={{ wordBreak: 'break-all' }}>
                      {row.source}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.edited_by_name ? `${row.edited_by_name} 수정` : '가져온 자료'}
                    </Text>
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <Tooltip label="수정">
                          <ActionIcon variant="subtle" aria-label={`입결 수정: ${row.major_name} ${row.year} ${row.kind}`} onClick={() => setDraft({ row })}>
                            ✎
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="삭제">
                          <ActionIcon variant="subtle" color="red" aria-label={`입결 삭제: ${row.major_name} ${row.year} ${row.kind}`} onClick={() => confirmDelete(row)}>
                            ✕
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {!rows.length && (
                <Table.Tr>
                  <Table.Td colSpan={canEdit ? 4 : 3}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      {list.isLoading ? '입결을 불러오는 중입니다.' : '입력된 입결이 없습니다. 입결이 없는 학과는 지원 구간을 정하지 않습니다.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
      {draft && <CutoffFormModal key={draft === 'new' ? 'new' : draft.row.id} draft={draft} universityId={universityId} onClose={() => setDraft(null)} />}
    </Stack>
  );
}

function CutoffFormModal({ draft, universityId, onClose }: { draft: Draft; universityId: number; onClose: () => void }) {
  const mobile = useIsMobile();
  const editing = draft !== 'new';
  const majors = useScoreMajors(editing ? null : universityId);
  const save = useSaveCutoff();
  const [values, setValues] = useState({
    major_id: null as string | null,
    year: editing ? draft.row.year : new Date().getFullYear() - 1,
    kind: editing ? draft.row.kind : '70%컷',
    score: editing ? draft.row.score : (null as number | null),
    source: editing ? draft.row.source : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const common = { year: values.year, kind: values.kind, score: values.score ?? Number.NaN, source: values.source };
    const parsed = editing ? CutoffUpdateBodySchema.safeParse({ ...common, id: draft.row.id }) : CutoffBodySchema.safeParse({ ...common, major_id: values.major_id ? Number(values.major_id) : Number.NaN });
    if (!parsed.success) return setErrors({ ...errorsByPath(parsed.error), ...(!editing && !values.major_id ? { major_id: '학과를 고르세요.' } : {}) });
    setErrors({});
    try {
      await save.mutateAsync(editing ? { update: parsed.data as CutoffUpdateBody } : { create: parsed.data as CutoffBody });
      onClose();
    } catch (error) {
      const { field, message } = serverError(error);
      setErrors({ [field ?? 'form']: message });
    }
  }

  return (
    <Modal opened onClose={onClose} title={editing ? '입결 수정' : '입결 추가'} fullScreen={mobile} closeButtonProps={{ 'aria-label': '닫기' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          {editing ? (
            <Text size="sm">
              학과: <b>{draft.row.major_name}</b>
            </Text>
          ) : (
            <Select
              label="학과"
              data={(majors.data ?? []).map((m) => ({ value: String(m.id), label: m.major_name }))}
              value={values.major_id}
              onChange={(v) => setValues((x) => ({ ...x, major_id: v }))}
              searchable
              placeholder={majors.isLoading ? '학과 목록을 불러오는 중' : '학과 이름으로 찾기'}
              nothingFoundMessage="맞는 학과가 없습니다"
              error={errors.major_id}
              required
              data-autofocus
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput label="학년도" value={values.year} onChange={(v) => setValues((x) => ({ ...x, year: Number(v) }))} allowDecimal={false} error={errors.year} required />
            <Select label="종류" data={[...CUTOFF_KINDS]} value={values.kind} onChange={(v) => setValues((x) => ({ ...x, kind: v ?? x.kind }))} allowDeselect={false} error={errors.kind} required />
            <NumberInput label="점수" description="그해 환산점수, 소수 첫째 자리까지" value={inputOf(values.score)} onChange={(v) => setValues((x) => ({ ...x, score: numberOf(v, true) }))} decimalScale={1} hideControls error={errors.score} required />
          </SimpleGrid>
          <TextInput label="출처" description="입시결과 발표 자료나 기사 주소" value={values.source} onChange={(e) => { const v = e.currentTarget.value; setValues((x) => ({ ...x, source: v })); }} error={errors.source} required />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? '저장' : '추가'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
