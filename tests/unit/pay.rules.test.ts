/**
 * The pay rule (src/features/staff/pay.rules.ts; issue 8 point 4), table-driven: which lines an exam earns
 * from its stored states and audit trail, for whom and when; and the Korean month arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { addMonths, payLinesOf, seoulMonth, seoulMonthRange, totalsOf, type PayExam, type PayLogRow } from '../../src/features/staff/pay.rules';
import { ADMIN_CHECK } from '../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../src/machines/exam-subject.machine';

const S = EXAM_SUBJECT_STATE;
const A = ADMIN_CHECK;
const WRITER = 11;
const OTHER_WRITER = 12;
const CLASSIFIER = 21;
const REVIEWER = 31;
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour - 9)); // 2026-11-<day> <hour>:00 in Seoul

const enterDone = (day: number, who = WRITER): PayLogRow => ({ machine: 'examSubject', event: 'ENTER_DONE', to_state: String(S.nextStage.code), user_id: who, created_at: at(day) });
const sendReview = (day: number, who = WRITER): PayLogRow => ({ machine: 'examSubject', event: 'SEND_REVIEW', to_state: String(S.underReview.code), user_id: who, created_at: at(day) });
const approve = (day: number, hour = 10, event = 'APPROVE'): PayLogRow => ({ machine: 'adminCheck', event, to_state: String(A.reviewed.code), user_id: REVIEWER, created_at: at(day, hour) });
const classDone = (day: number, who = CLASSIFIER): PayLogRow => ({ machine: 'examSubject', event: 'CLASS_DONE', to_state: String(S.done.code), user_id: who, created_at: at(day) });

const exam = (over: Partial<PayExam>): PayExam => ({
  id: 1,
  name: '2026 11월 모의고사 수학',
  enter_price: 30000,
  class_price: 10000,
  state: S.nextStage.code,
  admin_check: A.reviewed.code,
  excluded_state: 0,
  user_id: WRITER,
  log: [],
  ...over,
});

const ROWS: Array<{ name: string; exam: PayExam; lines: Array<{ kind: 'enter' | 'class'; user_id: number; price: number; day: number; hour?: number }> }> = [
  { name: 'approved after entry: the enterer earns enter_price at the approval', exam: exam({ log: [enterDone(2), approve(5)] }), lines: [{ kind: 'enter', user_id: WRITER, price: 30000, day: 5 }] },
  { name: 'still waiting for review: nothing', exam: exam({ admin_check: A.pending.code, log: [enterDone(2)] }), lines: [] },
  { name: 'on hold: nothing', exam: exam({ admin_check: A.onHold.code, log: [enterDone(2)] }), lines: [] },
  { name: 'rejected after approval (back with the writer): nothing until approved again', exam: exam({ state: S.entering.code, admin_check: A.withWriter.code, log: [enterDone(2), approve(5)] }), lines: [] },
  {
    name: 'approved again after a rejection: paid at the new approval, to the writer who resubmitted',
    exam: exam({ log: [enterDone(2), approve(5), enterDone(9, OTHER_WRITER), approve(12)] }),
    lines: [{ kind: 'enter', user_id: OTHER_WRITER, price: 30000, day: 12 }],
  },
  { name: 'sent for review mid-entry and passed: the writer who sent it', exam: exam({ log: [sendReview(3, OTHER_WRITER), approve(6)] }), lines: [{ kind: 'enter', user_id: OTHER_WRITER, price: 30000, day: 6 }] },
  { name: 'an administrator forced it through: paid like an approval', exam: exam({ log: [enterDone(2), approve(4, 10, 'FORCE_SKIP')] }), lines: [{ kind: 'enter', user_id: WRITER, price: 30000, day: 4 }] },
  { name: 'finally checked (admin_check 5) keeps the approval', exam: exam({ admin_check: A.completed.code, log: [enterDone(2), approve(5)] }), lines: [{ kind: 'enter', user_id: WRITER, price: 30000, day: 5 }] },
  { name: 'no handover in the trail: the assigned enterer', exam: exam({ log: [approve(5)] }), lines: [{ kind: 'enter', user_id: WRITER, price: 30000, day: 5 }] },
  { name: 'no handover and nobody assigned: nothing to pay', exam: exam({ user_id: null, log: [approve(5)] }), lines: [] },
  { name: 'approved with no approval in the trail (imported): nothing', exam: exam({ log: [enterDone(2)] }), lines: [] },
  {
    name: 'classified after the approval: class_price to the classifier at CLASS_DONE',
    exam: exam({ state: S.done.code, log: [enterDone(2), approve(5), classDone(8)] }),
    lines: [
      { kind: 'enter', user_id: WRITER, price: 30000, day: 5 },
      { kind: 'class', user_id: CLASSIFIER, price: 10000, day: 8 },
    ],
  },
  {
    name: 'classified before the approval: the classification is paid at the approval',
    exam: exam({ state: S.done.code, admin_check: A.reviewed.code, log: [enterDone(2), classDone(3), approve(7)] }),
    lines: [
      { kind: 'enter', user_id: WRITER, price: 30000, day: 7 },
      { kind: 'class', user_id: CLASSIFIER, price: 10000, day: 7 },
    ],
  },
  { name: 'classified, waiting for review: nothing', exam: exam({ state: S.done.code, admin_check: A.pending.code, log: [enterDone(2), classDone(3)] }), lines: [] },
  {
    name: 'excluded from the bank after the work: both still paid',
    exam: exam({ state: S.done.code, excluded_state: 1, log: [enterDone(2), approve(5), classDone(8)] }),
    lines: [
      { kind: 'enter', user_id: WRITER, price: 30000, day: 5 },
      { kind: 'class', user_id: CLASSIFIER, price: 10000, day: 8 },
    ],
  },
  { name: 'a price of 0 still counts the work', exam: exam({ enter_price: 0, log: [enterDone(2), approve(5)] }), lines: [{ kind: 'enter', user_id: WRITER, price: 0, day: 5 }] },
];

describe('payLinesOf', () => {
  it.each(ROWS)('$name', ({ exam: e, lines }) => {
    const got = payLinesOf(e).map((l) => ({ kind: l.kind, user_id: l.user_id, price: l.price, paid_at: l.paid_at.toISOString() }));
    expect(got).toEqual(lines.map((l) => ({ kind: l.kind, user_id: l.user_id, price: l.price, paid_at: at(l.day, l.hour).toISOString() })));
  });
});

describe('Korean months', () => {
  it.each([
    { utc: '2026-10-31T15:00:00Z', month: '2026-11' },
    { utc: '2026-10-31T14:59:59Z', month: '2026-10' },
    { utc: '2026-12-31T16:00:00Z', month: '2027-01' },
  ])('$utc falls in $month in Seoul', ({ utc, month }) => expect(seoulMonth(new Date(utc))).toBe(month));

  it('a month starts and ends at Seoul midnight', () => {
    expect(seoulMonthRange('2026-11')).toEqual({ start: new Date('2026-10-31T15:00:00Z'), end: new Date('2026-11-30T15:00:00Z') });
    expect(seoulMonthRange('2026-12').end).toEqual(new Date('2026-12-31T15:00:00Z'));
  });

  it.each([
    { month: '2026-11', n: 1, out: '2026-12' },
    { month: '2026-12', n: 1, out: '2027-01' },
    { month: '2026-01', n: -1, out: '2025-12' },
    { month: '2026-11', n: -11, out: '2025-12' },
  ])('$month + $n = $out', ({ month, n, out }) => expect(addMonths(month, n)).toBe(out));
});

describe('totalsOf', () => {
  it('counts and sums each kind', () => {
    expect(totalsOf([{ kind: 'enter', price: 100 }, { kind: 'enter', price: 50 }, { kind: 'class', price: 30 }])).toEqual({ enter_count: 2, enter_pay: 150, class_count: 1, class_pay: 30, total: 180 });
    expect(totalsOf([])).toEqual({ enter_count: 0, enter_pay: 0, class_count: 0, class_pay: 0, total: 0 });
  });
});
