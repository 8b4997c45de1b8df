/**
 * Classification work (types or chapters): the class/type work tabs (5 pending, 6 done), the per-classifier
 * analysis and a staff picker for admins, and the classification list with take/open actions.
 */
import { Stack } from '@mantine/core';
import type { ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { CLASS_WORK_STATE } from '../../question-bank.rules';
import { ClassAnalysisTable } from './ClassAnalysisTable';
import { ExamSubjectListScreen } from './ExamSubjectListScreen';
import { RowActions } from './RowActions';
import { StaffPicker } from './StaffPicker';
import { StateListTabs } from './StateListTabs';

export interface ClassWorkScreenProps {
  search: Partial<ExamSubjectListQuery>;
  onSearch: (next: Partial<ExamSubjectListQuery>) => void;
  /** The editor this work opens (/exam/admin-type-edit or /exam/admin-chapter-edit). */
  editorPath: string;
  onOpen: (id: number) => void;
  admin: boolean;
}

export function ClassWorkScreen({ search, onSearch, editorPath, onOpen, admin }: ClassWorkScreenProps) {
  return (
    <Stack gap="sm">
      <StateListTabs tabs={Object.values(CLASS_WORK_STATE)} kind={admin && search.user_id !== undefined ? 'classUser' : 'class'} search={search} state={search.state} onState={(state) => onSearch({ state, page: 1 })} />
      {admin && <ClassAnalysisTable year={search.year} subject_type_id={search.subject_type_id} />}
      {admin && <StaffPicker value={search.user_id} onChange={(user_id) => onSearch({ user_id, page: 1 })} />}
      <ExamSubjectListScreen
        key={search.user_id ?? 'me'}
        kind={admin && search.user_id !== undefined ? 'classUser' : 'class'}
        search={search}
        onSearch={onSearch}
        href={(r) => `${editorPath}?id=${r.id}`}
        actions={(r) => <RowActions row={r} mode="class" onOpen={() => onOpen(r.id)} />}
        emptyText="분류할 시험이 없습니다."
      />
    </Stack>
  );
}
