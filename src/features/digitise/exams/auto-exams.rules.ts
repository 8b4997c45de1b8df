/**
 * Rules of the AI exam screens (spec section 4 "AI review state", section 9 sort arrow): which list tabs an actor
 * sees (by the digitise policy), the AI review state filter with the machine's Korean labels, and the badge of a
 * stored AI exam. Pure: the components and tests import these.
 */
import { UNASSIGNED_EXAM } from '../../../api/exam-subject-access';
import type { Actor } from '../../../api/policy';
import { AI_REVIEW_STATE } from '../../../machines/ai-review.machine';
import { AUTO_ENTRY_STATE, aiStateLabel, autoExamHasTag, type AutoExamStateRow } from '../../../machines/auto-exam.machine';
import { DIGITISE_POLICY } from '../digitise.policy';
import type { AutoExamTab } from './api/auto-exam-queries';

/** The tabs of AutoExamList with their labels and who sees each (내 입력 목록 and 허용된 시험 for every reader). */
export const AUTO_EXAM_TABS: Array<{ value: AutoExamTab; label: string; visible: (actor: Actor) => boolean }> = [
  { value: 'mine', label: '내 입력 목록', visible: () => true },
  { value: 'allowed', label: '허용된 시험', visible: () => true },
  { value: 'review', label: 'AI 검토 목록', visible: (actor) => DIGITISE_POLICY.allows(actor, 'autoExam.review', UNASSIGNED_EXAM) },
  { value: 'all', label: '전체', visible: (actor) => DIGITISE_POLICY.allows(actor, 'autoExam.manage', UNASSIGNED_EXAM) },
];

/** The tabs an actor sees. */
export const visibleTabs = (actor: Actor) => AUTO_EXAM_TABS.filter((t) => t.visible(actor));

/** The AI review state filter: every state with the machine's label. */
export const AI_STATE_OPTIONS = Object.values(AI_REVIEW_STATE).map((s) => ({ value: String(s.code), label: s.label }));
/** The entry state filter of AI exams. */
export const ENTRY_STATE_OPTIONS = Object.values(AUTO_ENTRY_STATE).map((s) => ({ value: String(s.code), label: s.label }));

/** A badge color per AI review state (by the machine's tags, not by numbers). */
export function aiStateBadge(row: AutoExamStateRow): { label: string; color: string } {
  const label = aiStateLabel(row.ai_state);
  if (autoExamHasTag(row, 'allowed')) return { label: `${label} · 허용`, color: 'teal' };
  if (autoExamHasTag(row, 'approved')) return { label, color: 'green' };
  if (autoExamHasTag(row, 'rejected')) return { label, color: 'red' };
  if (autoExamHasTag(row, 'inReview')) return { label, color: 'blue' };
  return { label, color: 'gray' };
}

/** The label of an entry state code of an AI exam. */
export const entryStateLabel = (code: number) => Object.values(AUTO_ENTRY_STATE).find((s) => s.code === code)?.label ?? String(code);
