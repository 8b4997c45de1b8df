/**
 * The pay rule (issue 8 point 4; README "Pay"): pay is derived from the exam audit trail (transition_log),
 * never typed in, so it cannot disagree with the work.
 *
 * - Entry: an exam's `enter_price` is earned by whoever entered it (the author of its latest ENTER_DONE or
 *   SEND_REVIEW before the approval; the exam's assigned enterer when the trail has none) at its latest
 *   approval (the review region entering "reviewed", by APPROVE or an administrator's FORCE_SKIP), while the
 *   exam stays approved (tag `approved`: admin_check 4 or 5).
 * - Classification: its `class_price` is earned by whoever finished the classification (the author of the
 *   latest CLASS_DONE), once both the classification and the approval stand (the later of the two), while the
 *   exam is classified (done or excluded) and approved.
 * - A rejection takes the exam back to its author: it is not approved any more, so neither line is paid
 *   until it is approved again, and the line then falls in the month of the new approval.
 * - Months are Korean calendar months (Asia/Seoul). The price is the exam's current price.
 *
 * The server loads the exams whose trail has an approval or a classification in the months asked and applies
 * `payLinesOf` to each; the same function is what the table-driven tests check.
 */
import { ADMIN_CHECK } from '../../machines/admin-check.machine';
import { examHasTag, type ExamStateRow } from '../../machines/exam.machine';
import type { PayKind } from '../../api/staff/pay';

/** The audit rows the rule reads (region, event, state reached, who, when). */
export interface PayLogRow {
  machine: string;
  event: string;
  to_state: string;
  user_id: number | null;
  created_at: Date;
}

/** An exam with its prices, stored states and audit rows. */
export interface PayExam extends ExamStateRow {
  id: number;
  name: string;
  enter_price: number;
  class_price: number;
  /** The enterer the exam is assigned to (used when the trail does not name one). */
  user_id: number | null;
  log: readonly PayLogRow[];
}

/** One earned line. */
export interface EarnedLine {
  exam_subject_id: number;
  name: string;
  kind: PayKind;
  price: number;
  user_id: number;
  paid_at: Date;
}

/** Events by which the writer hands the entry over (the enterer is their author). */
export const ENTRY_HANDOVER_EVENTS = ['ENTER_DONE', 'SEND_REVIEW'] as const;
/** The event that finishes classification. */
export const CLASS_DONE_EVENT = 'CLASS_DONE';
/** The region and state an approval reaches. */
export const APPROVAL = { machine: 'adminCheck', to_state: String(ADMIN_CHECK.reviewed.code) } as const;

const latest = (rows: readonly PayLogRow[], test: (r: PayLogRow) => boolean, until?: Date) =>
  rows.filter((r) => test(r) && (!until || r.created_at.getTime() <= until.getTime())).reduce<PayLogRow | undefined>((a, r) => (!a || r.created_at.getTime() >= a.created_at.getTime() ? r : a), undefined);

/** The lines an exam has earned by its current states and its trail (0, 1 or 2 lines). */
export function payLinesOf(exam: PayExam): EarnedLine[] {
  if (!examHasTag(exam, 'approved')) return [];
  const approval = latest(exam.log, (r) => r.machine === APPROVAL.machine && r.to_state === APPROVAL.to_state);
  if (!approval) return [];
  const lines: EarnedLine[] = [];
  const handover = latest(exam.log, (r) => (ENTRY_HANDOVER_EVENTS as readonly string[]).includes(r.event), approval.created_at);
  const enterer = handover?.user_id ?? exam.user_id;
  if (enterer !== null) lines.push({ exam_subject_id: exam.id, name: exam.name, kind: 'enter', price: exam.enter_price, user_id: enterer, paid_at: approval.created_at });
  const classified = examHasTag(exam, 'done') || examHasTag(exam, 'excluded');
  const classDone = latest(exam.log, (r) => r.event === CLASS_DONE_EVENT);
  if (classified && classDone?.user_id != null) {
    const at = classDone.created_at.getTime() > approval.created_at.getTime() ? classDone.created_at : approval.created_at;
    lines.push({ exam_subject_id: exam.id, name: exam.name, kind: 'class', price: exam.class_price, user_id: classDone.user_id, paid_at: at });
  }
  return lines;
}

const SEOUL_OFFSET_MS = 9 * 3600 * 1000;

/** The Korean calendar month ("2026-11") of an instant. Korea keeps no daylight saving time. */
export function seoulMonth(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 7);
}

/** The instants a Korean month starts and ends (end exclusive). */
export function seoulMonthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(y, m - 1, 1) - SEOUL_OFFSET_MS), end: new Date(Date.UTC(y, m, 1) - SEOUL_OFFSET_MS) };
}

/** The month `n` months after (or before, negative) `month`. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** Counts and sums of lines. */
export interface PayTotals {
  enter_count: number;
  enter_pay: number;
  class_count: number;
  class_pay: number;
  total: number;
}

/** Adds up lines. */
export function totalsOf(lines: readonly { kind: PayKind; price: number }[]): PayTotals {
  const t: PayTotals = { enter_count: 0, enter_pay: 0, class_count: 0, class_pay: 0, total: 0 };
  for (const l of lines) {
    if (l.kind === 'enter') {
      t.enter_count += 1;
      t.enter_pay += l.price;
    } else {
      t.class_count += 1;
      t.class_pay += l.price;
    }
    t.total += l.price;
  }
  return t;
}
