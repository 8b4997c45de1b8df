/**
 * The AI exam lists (spec section 4 "AI review state": "reviewed exams with state 3 and admin_check 1 are treated as
 * allowed; all others go to the user's own list"): tabs 내 입력 목록 (auto_enter_exam_user for me), 허용된 시험
 * (auto_enter_exam), AI 검토 목록 (auto_review_exam; reviewers) and 전체 (auto_exam_subject; administrators), each a
 * table with the admin filters and the AI review state, server paging, the sort arrow, empty and loading states.
 * Administrators create, edit and delete AI exam subjects here. Opening a row calls `onOpen`; 시험 보기 opens the
 * AI exam with all its subjects (AutoExamModal, where administrators delete the whole exam). Reviewers approve a
 * requested exam and administrators check an approved one with one click in the AI 검토 column (the bare calls
 * auto_review_exam_done and auto_review_exam/check; the panel's dialog adds a note: see auto-exam-mutations.ts).
 */
import { useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Paper, Select, Stack, Table, TableScrollContainer, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { GRADES, labelFor, PAGE_SIZE, SUBJECT_TYPE } from '../../../../api/codes';
import type { AutoExamSubject } from '../../../../api/digitise/auto-exams';
import { examSubjectAccess, UNASSIGNED_EXAM } from '../../../../api/exam-subject-access';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { autoExamHasTag } from '../../../../machines/auto-exam.machine';
import { DIGITISE_POLICY } from '../../digitise.policy';
import { mayRequest } from '../ai-review-panel.machine';
import { useDeleteAutoExam, useQuickReview } from '../api/auto-exam-mutations';
import { autoExamListOptions, type AutoExamTab, type AutoListQuery } from '../api/auto-exam-queries';
import { AI_STATE_OPTIONS, aiStateBadge, ENTRY_STATE_OPTIONS, entryStateLabel, visibleTabs } from '../auto-exams.rules';
import { panelRecordOf } from '../hooks/use-ai-review-panel';
import { AutoExamFormModal } from './AutoExamFormModal';
import { AutoExamModal } from './AutoExamModal';

const SUBJECT_OPTIONS = Object.values(SUBJECT_TYPE).map((s) => ({ value: String(s.code), label: s.label }));
const GRADE_OPTIONS = GRADES.map((g) => ({ value: String(g), label: `${g}학년` }));

interface Filters {
  year?: number;
  subject_type_id?: number;
  grade_id?: number;
  state?: number;
  ai_state?: number;
  name_search?: string;
}

/** The AI exam lists with their filters (see the file comment). */
export function AutoExamList({ onOpen, actor }: { onOpen: (examSubjectId: number) => void; /** The signed-in staff member (from the route's session). */ actor: { uid: number; level: number } }) {
  const tabs = visibleTabs(actor);
  const admin = DIGITISE_POLICY.allows(actor, 'autoExam.manage', UNASSIGNED_EXAM);
  const [tab, setTab] = useState<AutoExamTab>('mine');
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState>({});
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ editing: AutoExamSubject | null } | null>(null);
  const [confirm, setConfirm] = useState<AutoExamSubject | null>(null);
  const [examId, setExamId] = useState<number | null>(null);
  const remove = useDeleteAutoExam();
  const quick = useQuickReview();

  async function quickReview(row: AutoExamSubject, event: 'APPROVE' | 'CHECK') {
    try {
      await quick.mutateAsync({ id: row.id, event });
      notifications.show({ color: 'teal', message: event === 'APPROVE' ? `「${row.name}」을 승인했습니다.` : `「${row.name}」을 관리자 확인했습니다. 허용된 시험입니다.` });
    } catch (error) {
      notifications.show({ color: 'red', title: '처리하지 못했습니다', message: (error as Error).message });
    }
  }

  const query: AutoListQuery = { ...filters, ...sort, page, size: PAGE_SIZE.default };
  const list = useQuery({ ...autoExamListOptions(tab, query, actor.uid), enabled: actor.uid > 0 });
  const rows = list.data?.data_list ?? [];
  const setFilter = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const toNum = (v: string | null) => (v === null || v === '' ? undefined : Number(v));

  async function confirmDelete() {
    if (!confirm) return;
    try {
      await remove.mutateAsync({ kind: 'subject', id: confirm.id });
      notifications.show({ color: 'teal', message: 'AI 시험 과목을 삭제했습니다.' });
      setConfirm(null);
    } catch (error) {
      notifications.show({ color: 'red', title: '삭제하지 못했습니다', message: (error as Error).message });
    }
  }

  const columns = admin ? 10 : 9;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Tabs
          value={tab}
          onChange={(v) => {
            setTab((v as AutoExamTab) ?? 'mine');
            setPage(1);
          }}
        >
          <Tabs.List aria-label="AI 시험 목록">
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {admin && <Button onClick={() => setForm({ editing: null })}>새 AI 시험 과목</Button>}
      </Group>

      <Paper withBorder p="sm" component="section" aria-label="AI 시험 필터">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput label="연도" w={100} min={2000} max={2100} value={filters.year ?? ''} onChange={(v) => setFilter({ year: v === '' ? undefined : Number(v) })} />
          <Select label="과목" w={130} data={SUBJECT_OPTIONS} value={filters.subject_type_id === undefined ? null : String(filters.subject_type_id)} onChange={(v) => setFilter({ subject_type_id: toNum(v) })} clearable placeholder="전체" />
          <Select label="학년" w={100} data={GRADE_OPTIONS} value={filters.grade_id === undefined ? null : String(filters.grade_id)} onChange={(v) => setFilter({ grade_id: toNum(v) })} clearable placeholder="전체" />
          <Select label="입력 상태" w={130} data={ENTRY_STATE_OPTIONS} value={filters.state === undefined ? null : String(filters.state)} onChange={(v) => setFilter({ state: toNum(v) })} clearable placeholder="전체" />
          <Select label="AI 검토" w={130} data={AI_STATE_OPTIONS} value={filters.ai_state === undefined ? null : String(filters.ai_state)} onChange={(v) => setFilter({ ai_state: toNum(v) })} clearable placeholder="전체" />
          <TextInput label="시험명 검색" w={220} value={filters.name_search ?? ''} onChange={(e) => setFilter({ name_search: e.currentTarget.value || undefined })} placeholder="시험명" />
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setFilters({});
              setPage(1);
            }}
          >
            필터 초기화
          </Button>
        </Group>
      </Paper>

      <TableScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label={tabs.find((t) => t.value === tab)?.label} aria-busy={list.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="id" label="번호" width="7%" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
              <SortableTh column="name" label="시험명" width="24%" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
              <SortableTh column="year" label="연도" width="7%" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
              <Table.Th style={{ width: '9%' }}>학년·과목</Table.Th>
              <SortableTh column="state" label="입력 상태" width="10%" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
              <SortableTh column="ai_state" label="AI 검토" width="11%" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
              <SortableTh column="user_name" label="입력자" width="9%" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
              <Table.Th style={{ width: '8%' }}>검수자</Table.Th>
              <SortableTh column="update_time" label="수정일" width="9%" sort={sort} onSort={(s) => (setSort(s), setPage(1))} />
              {admin && <Table.Th style={{ width: '14%' }}>관리</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListRowsState loading={list.isLoading} error={list.error} empty={rows.length === 0} columns={columns} emptyText={tab === 'allowed' ? '허용된 AI 시험이 없습니다.' : 'AI 시험이 없습니다.'} />
            {rows.map((row) => {
              const badge = aiStateBadge(row);
              const manage = DIGITISE_POLICY.allows(actor, 'autoExam.manage', examSubjectAccess(row));
              const removable = autoExamHasTag(row, 'removable');
              const record = panelRecordOf(actor, row, []);
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => onOpen(row.id)} aria-label={`${row.name} 열기`} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}>
                      {row.name}
                    </Button>
                    {row.exam_id !== null && (
                      <Button variant="subtle" color="gray" size="compact-xs" ml={4} aria-label={`${row.name}의 AI 시험 보기`} onClick={() => setExamId(row.exam_id)}>
                        시험 보기
                      </Button>
                    )}
                    {row.return_count > 0 && (
                      <Badge size="xs" color="red" variant="light" ml={4}>
                        반려 {row.return_count}회
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{row.year}</Table.Td>
                  <Table.Td>
                    {row.grade_id}학년 · {labelFor(SUBJECT_TYPE, row.subject_type_id)}
                  </Table.Td>
                  <Table.Td>{entryStateLabel(row.state)}</Table.Td>
                  <Table.Td>
                    <Badge color={badge.color} variant="light">
                      {badge.label}
                    </Badge>
                    {(['APPROVE', 'CHECK'] as const)
                      .filter((event) => mayRequest(record, event))
                      .map((event) => (
                        <Button
                          key={event}
                          display="block"
                          mt={4}
                          size="compact-xs"
                          variant="light"
                          color={event === 'APPROVE' ? 'teal' : 'grape'}
                          aria-label={`${row.name} ${event === 'APPROVE' ? '승인' : '관리자 확인'}`}
                          loading={quick.isPending && quick.variables?.id === row.id && quick.variables.event === event}
                          onClick={() => void quickReview(row, event)}
                        >
                          {event === 'APPROVE' ? '승인' : '관리자 확인'}
                        </Button>
                      ))}
                  </Table.Td>
                  <Table.Td>{row.user_name ?? <Text c="dimmed" size="sm">미배정</Text>}</Table.Td>
                  <Table.Td>{row.admin_name ?? <Text c="dimmed" size="sm">미배정</Text>}</Table.Td>
                  <Table.Td>{row.update_time.slice(0, 10)}</Table.Td>
                  {admin && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button variant="subtle" size="compact-xs" aria-label={`${row.name} 수정`} disabled={!manage} onClick={() => setForm({ editing: row })}>
                          수정
                        </Button>
                        <Tooltip label="AI 검토 중이거나 승인·완료된 과목은 삭제할 수 없습니다" disabled={removable}>
                          <Button variant="subtle" color="red" size="compact-xs" aria-label={`${row.name} 삭제`} disabled={!manage || !removable} onClick={() => setConfirm(row)}>
                            삭제
                          </Button>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
      {list.data && <ListFooter total={list.data.total} estimated={list.data.total_estimated} page={page} size={list.data.size} onPage={setPage} />}

      <AutoExamModal examId={examId} actor={actor} onClose={() => setExamId(null)} onOpen={onOpen} />
      {form && <AutoExamFormModal opened onClose={() => setForm(null)} editing={form.editing} />}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title="AI 시험 과목 삭제" centered>
        <Stack gap="sm">
          <Text size="sm">
            {`「${confirm?.name ?? ''}」 과목과 그 문항, 분할 이미지를 삭제합니다. 되돌릴 수 없습니다.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)} data-autofocus>
              취소
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              삭제
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
