/**
 * The filters of the consultants' analysis screen, kept in the URL's search params (a link shows the same
 * analysis): year, sitting, subject area and elective, each checked with the contract's rules; a value that is
 * not valid is dropped rather than sent.
 */
import { choiceFitsArea, EXAM_LIMITS, SUBJECT_AREA_CODES, type ExamAnalysisQuery, type SubjectArea } from '../../../api/consulting/exams';

export type AnalysisSearch = { year?: number; test_name?: string; subject_area?: SubjectArea; choice_subject_id?: number };

const intOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);

/** The URL's search as filters. */
export function parseAnalysisSearch(raw: Record<string, unknown>): AnalysisSearch {
  const out: AnalysisSearch = {};
  const year = intOf(raw.year);
  if (year !== undefined && year >= EXAM_LIMITS.yearMin && year <= EXAM_LIMITS.yearMax) out.year = year;
  if (typeof raw.test_name === 'string' && raw.test_name.trim() && raw.test_name.length <= EXAM_LIMITS.testName) out.test_name = raw.test_name.trim();
  if (typeof raw.subject_area === 'string' && (SUBJECT_AREA_CODES as readonly string[]).includes(raw.subject_area)) out.subject_area = raw.subject_area as SubjectArea;
  const choice = intOf(raw.choice_subject_id);
  if (choice !== undefined && out.subject_area && choiceFitsArea(out.subject_area, choice)) out.choice_subject_id = choice;
  return out;
}

/** The filters as the call's query. */
export const analysisQuery = (search: AnalysisSearch): ExamAnalysisQuery => ({ ...search });
