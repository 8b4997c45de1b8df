/** The wire shapes of uploaded test papers (src/api/test-papers.ts) from their stored rows. */
import { testPaperType, type MyTestPaper, type TestPaper, type TestPaperDetail, type TestPaperFile } from '../../../src/api/test-papers';
import type { TestPaperFileRow, TestPaperJoined } from './test-papers.repository';
import { isoTime } from '../../core/iso-time';

type History = TestPaperDetail['data']['history'];

/** A paper as the staff list and detail show it: its first file's name and kind stand for the paper's. */
export function presentPaper(r: TestPaperJoined): TestPaper {
  const p = r.paper;
  return {
    id: p.id,
    file_name: r.file_name ?? '',
    type: testPaperType(r.content_type ?? ''),
    school_name: p.school_name,
    school_id: p.school_id,
    school_type: p.school_type,
    grade_id: p.grade_id,
    subject_type_id: p.subject_type_id,
    semester: p.semester,
    year: p.year,
    state: p.state,
    reason: p.reason,
    file_count: r.file_count,
    user_id: p.user_id,
    user_name: r.user_name,
    school_subject_id: p.school_subject_id,
    points_awarded: p.points_awarded,
    create_time: isoTime(p.create_time),
    update_time: isoTime(p.update_time),
  };
}

/** A paper as its uploader sees it: no reviewer's or bank's details, and whether its state changed since they looked. */
export function presentOwnPaper(r: TestPaperJoined): MyTestPaper {
  const { id, file_name, type, school_name, school_type, grade_id, subject_type_id, semester, year, state, reason, file_count, create_time, update_time } = presentPaper(r);
  return { id, file_name, type, school_name, school_type, grade_id, subject_type_id, semester, year, state, reason, file_count, create_time, update_time, unseen_change: !r.paper.state_seen };
}

/** One file without its storage key. */
export const presentFile = (f: TestPaperFileRow): TestPaperFile => ({ id: f.id, page: f.page, file_name: f.file_name, content_type: f.content_type, size: f.size });

/** The state history with ISO times. */
export const presentHistory = (rows: Array<Omit<History[number], 'create_time'> & { create_time: Date }>): History =>
  rows.map((h) => ({ ...h, create_time: isoTime(h.create_time) }));
