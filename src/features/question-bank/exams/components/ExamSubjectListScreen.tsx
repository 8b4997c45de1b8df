/**
 * One exam-subject list (all, my entry list, classification list, originals): filters and page kept in the
 * URL by the route, server-side sort and pagination, xlsx export of the filtered list, row actions.
 */
import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { getToken } from '../../../../api/client';
import type { ExamSubject, ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { ListFooter } from '../../../../components/list/ListFooter';
import { downloadExamSubjectsXlsx, examSubjectListOptions, type ListKind } from '../api/exam-queries';
import { CreateExamSubjectModal, type CreateDefaults } from './CreateExamSubjectModal';
import { ExamSubjectFilters } from '../../../../components/exam/ExamSubjectFilters';
import { ExamSubjectTable } from './ExamSubjectTable';

export interface ExamSubjectListScreenProps {
  kind: ListKind;
  search: Partial<ExamSubjectListQuery>;
  onSearch: (next: Partial<ExamSubjectListQuery>) => void;
  href?: (row: ExamSubject) => string | null;
  actions?: (row: ExamSubject) => ReactNode;
  /** Show the create button (admins) with these defaults. */
  create?: CreateDefaults;
  exportable?: boolean;
  emptyText?: string;
}

export function ExamSubjectListScreen({ kind, search, onSearch, href, actions, create, exportable, emptyText }: ExamSubjectListScreenProps) {
  const list = useQuery(examSubjectListOptions(kind, search));
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const page = search.page ?? 1;
  const size = search.size ?? 20;

  async function exportXlsx() {
    setExporting(true);
    try {
      await downloadExamSubjectsXlsx(search, getToken('staff'));
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-end">
          <ExamSubjectFilters value={search} onChange={(f) => onSearch({ ...f, page: 1 })} hide={kind === 'enter' || kind === 'class' ? ['user_search'] : []} />
          <Group gap="xs">
            {exportable && (
              <Button variant="default" size="xs" onClick={exportXlsx} loading={exporting}>
                엑셀 내보내기
              </Button>
            )}
            {create && (
              <Button size="xs" onClick={() => setCreating(true)}>
                시험 과목 만들기
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <ExamSubjectTable
        rows={list.data?.data_list ?? []}
        loading={list.isLoading}
        error={list.error}
        sort={{ sort_key: search.sort_key, sort: search.sort as 1 | 2 | undefined }}
        onSort={(s) => onSearch({ ...s, page: 1 })}
        href={href}
        actions={actions}
        emptyText={emptyText}
      />
      <ListFooter total={list.data?.total ?? 0} estimated={list.data?.total_estimated} page={page} size={size} onPage={(p) => onSearch({ page: p })} />
      {create && <CreateExamSubjectModal opened={creating} onClose={() => setCreating(false)} defaults={create} />}
    </Stack>
  );
}
