/** Decisions written in the machine files, checked as tables. */
import { describe, expect, it } from 'vitest';
import { ADMIN_CHECK, ADMIN_CHECK_EVENTS, REVIEW_CHANGE_EVENTS } from '../../src/machines/admin-check.machine';
import { AI_REVIEW_STATE, isAllowed } from '../../src/machines/ai-review.machine';
import { ENTRY_EVENTS, EXAM_SUBJECT_STATE, EXCLUDED, examSubjectColumns, examSubjectValue, MID_ENTRY_REVIEW_EVENTS, WRITER_EVENTS } from '../../src/machines/exam-subject.machine';
import { entryCodesTagged, EXAM_EVENTS, examBadges, examHasTag, examMachine, examSnapshotOf, examValue, type ExamEvent } from '../../src/machines/exam.machine';
import { ISSUE_STATUS } from '../../src/machines/error-report.machine';
import { refusalOf, tryTransition, valueKey } from '../../src/machines/lifecycle';
import { REJECTION_STATE, rejectionValue, RETURN_ACTION_NAMES, RETURN_ACTIONS, RETURN_EVENTS } from '../../src/machines/rejection.machine';
import { SAMPLE_STATE, sampleEventTo, sampleMachine } from '../../src/machines/sample.machine';
import { sessionMachine, RESTORE_FAILURE_REDIRECT } from '../../src/machines/session.machine';
import { TEST_PAPER_STATE } from '../../src/machines/test-paper.machine';
import { EnterEventSchema } from '../../src/api/question-bank/exams';
import { ReturnActionSchema, ReviewEventSchema } from '../../src/api/review';
import { createActor, transition } from 'xstate';

describe('state codes are the spec numbers', () => {
  it.each([
    [EXAM_SUBJECT_STATE, [0, 1, 2, 3, 4]],
    [ADMIN_CHECK, [0, 2, 3, 4, 5]],
    [AI_REVIEW_STATE, [0, 1, 2, 3]],
    [TEST_PAPER_STATE, [1, 2, 3]],
    [ISSUE_STATUS, [0, 1, 2]],
    [SAMPLE_STATE, [0, 1, 2]],
  ])('%#', (table, codes) => {
    expect(Object.values(table).map((s) => s.code)).toEqual(codes);
    expect(Object.values(table).every((s) => s.label.length > 0)).toBe(true);
  });
});

/** Sends events in order from a stored row; the value key after each. */
function run(row: { state: number; admin_check: number; excluded_state?: number }, returned: Record<string, boolean>, ...events: ExamEvent[]) {
  let snapshot = examSnapshotOf(row, returned);
  for (const event of events) [snapshot] = transition(examMachine, snapshot, event);
  return snapshot;
}
const reviewing = { state: 3, admin_check: 2 };

describe('exam machine: stored rows', () => {
  it.each([
    [{ state: 4, excluded_state: 1, admin_check: 5 }, {}, { examSubject: EXCLUDED, adminCheck: '5', rejection: 'none' }],
    [{ state: 3, excluded_state: 0, admin_check: 2 }, { 7: false }, { examSubject: '3', adminCheck: '2', rejection: 'marked' }],
    [{ state: 0, admin_check: 0 }, { 7: false, 8: true }, { examSubject: '0', adminCheck: '0', rejection: 'fixing' }],
    [{ state: 0, admin_check: 0 }, { 7: true }, { examSubject: '0', adminCheck: '0', rejection: 'ready' }],
    [{ state: 3, admin_check: 1 }, {}, { examSubject: '3', adminCheck: '5', rejection: 'none' }],
  ])('row %o with marks %o is %o', (row, returned, value) => expect(examValue(row, returned)).toEqual(value));

  it('writes an excluded exam as excluded_state 1 and keeps its state', () => {
    expect(examSubjectColumns(EXCLUDED)).toEqual({ excluded_state: 1 });
    expect(examSubjectColumns('4')).toEqual({ state: 4, excluded_state: 0 });
    expect(examSubjectValue({ state: 4, excluded_state: 1 })).toBe(EXCLUDED);
  });
});

describe('exam machine: tags answer what a state allows', () => {
  it.each([
    ['editable', [0]],
    ['classifiable', [3]],
    ['reviewed', [3, 4]],
    ['removable', [0, 1, 2]],
    ['started', [0, 1, 3, 4]],
    ['open', [0, 1, 2, 3]],
    ['done', [4]],
  ] as const)('%s: states %o', (tag, codes) => expect(entryCodesTagged(tag).sort()).toEqual(codes));
  it('an excluded exam is neither open nor done', () => {
    expect(examHasTag({ state: 4, excluded_state: 1 }, 'open')).toBe(false);
    expect(examHasTag({ state: 4, excluded_state: 1 }, 'done')).toBe(false);
    expect(examHasTag({ state: 4, excluded_state: 1 }, 'excluded')).toBe(true);
  });
});

describe('exam machine: guards on facts', () => {
  it('only done exams can be excluded, and only with a reason', () => {
    for (const s of Object.values(EXAM_SUBJECT_STATE)) {
      expect(examSnapshotOf({ state: s.code, admin_check: 0 }).can({ type: 'EXCLUDE', reason: '중복' })).toBe(s === EXAM_SUBJECT_STATE.done);
    }
    expect(refusalOf(examSnapshotOf({ state: 4, admin_check: 5 }), { type: 'EXCLUDE', reason: ' ' })).toEqual({ kind: 'guard', guards: ['hasReason'] });
  });
  it.each(['', '   '])('REJECT and FORCE_SKIP need a reason (%j refused)', (reason) => {
    const marked = examSnapshotOf(reviewing, { 7: false });
    expect(marked.can({ type: 'REJECT', reason })).toBe(false);
    expect(marked.can({ type: 'FORCE_SKIP', reason, adminActions: true })).toBe(false);
    expect(refusalOf(marked, { type: 'REJECT', reason })).toEqual({ kind: 'guard', guards: ['hasReason'] });
  });
  it('REJECT needs a question marked for return; FORCE_SKIP and ADMIN_CHECK an actor who may use admin actions', () => {
    expect(refusalOf(examSnapshotOf(reviewing), { type: 'REJECT', reason: '오류' })).toEqual({ kind: 'guard', guards: ['hasMarkedQuestion'] });
    expect(refusalOf(examSnapshotOf(reviewing), { type: 'FORCE_SKIP', reason: '급함', adminActions: false })).toEqual({ kind: 'guard', guards: ['mayUseAdminActions'] });
    expect(refusalOf(examSnapshotOf({ state: 3, admin_check: 4 }), { type: 'ADMIN_CHECK' })).toEqual({ kind: 'guard', guards: ['mayUseAdminActions'] });
    expect(refusalOf(examSnapshotOf(reviewing), { type: 'ADMIN_CHECK', adminActions: true })).toEqual({ kind: 'state' });
  });
  it('REJECT moves every region at once and marks nothing new', () => {
    const after = run(reviewing, { 7: false }, { type: 'REJECT', reason: '7번 오류' });
    expect(after.value).toEqual({ examSubject: '0', adminCheck: '0', rejection: 'fixing' });
    expect(after.context.returned).toEqual({ 7: false });
  });
  it('ENTER_DONE needs complete questions and every returned one fixed, and clears the marks', () => {
    const rejected = { state: 0, admin_check: 0 };
    expect(refusalOf(examSnapshotOf(rejected, { 7: false }), { type: 'ENTER_DONE', complete: false })).toEqual({ kind: 'guard', guards: ['everyReturnedFixed', 'isComplete'] });
    const fixed = run(rejected, { 7: false }, { type: 'QUESTION_DONE', questionId: '7' });
    expect(fixed.value).toMatchObject({ rejection: 'ready' });
    const resubmitted = run(rejected, { 7: true }, { type: 'ENTER_DONE', complete: true });
    expect(resubmitted.value).toEqual({ examSubject: '3', adminCheck: '2', rejection: 'none' });
    expect(resubmitted.context.returned).toEqual({});
  });
  it('marks: return and cancel only under review; a question is marked fixed once', () => {
    expect(examSnapshotOf({ state: 0, admin_check: 0 }).can({ type: 'MARK_RETURN', questionIds: ['7'], reason: 'x' })).toBe(false);
    expect(run(reviewing, {}, { type: 'MARK_RETURN', questionIds: ['7', '8'], reason: 'x' }, { type: 'CANCEL_RETURN', questionIds: ['7', '8'] }).value).toMatchObject({ rejection: 'none' });
    expect(refusalOf(examSnapshotOf({ state: 0, admin_check: 0 }, { 7: true, 8: false }), { type: 'QUESTION_DONE', questionId: '7' })).toEqual({ kind: 'guard', guards: ['isPendingQuestion'] });
  });
  it('TAKE_CLASS is refused when someone else classifies', () => {
    expect(examSnapshotOf(reviewing).can({ type: 'TAKE_CLASS', takenByOther: false })).toBe(true);
    expect(refusalOf(examSnapshotOf(reviewing), { type: 'TAKE_CLASS', takenByOther: true })).toEqual({ kind: 'guard', guards: ['notTakenByOther'] });
    expect(examSnapshotOf({ state: 2, admin_check: 0 }).can({ type: 'TAKE_CLASS', takenByOther: false })).toBe(false);
  });
  it('completed is final', () => {
    for (const type of ['HOLD', 'RESUME', 'APPROVE'] as const) expect(examSnapshotOf({ state: 3, admin_check: 5 }).can({ type })).toBe(false);
    expect(examSnapshotOf({ state: 3, admin_check: 5 }).can({ type: 'ADMIN_CHECK', adminActions: true })).toBe(false);
  });
  it('tryTransition stores a parallel state as its JSON key', () => {
    const result = tryTransition(examMachine, valueKey({ examSubject: '2', adminCheck: '0', rejection: 'none' }), { type: 'ENTER' });
    expect(result).toMatchObject({ ok: true, to: '{"examSubject":"0","adminCheck":"0","rejection":"none"}' });
  });
});

describe('exam badges', () => {
  it('after the final check the badge reads 최종 완료, not the entry label 입력 완료', () => {
    const labels = examBadges({ state: 3, admin_check: 5 }).map((b) => b.label);
    expect(labels).toEqual([EXAM_SUBJECT_STATE.nextStage.classLabel, ADMIN_CHECK.completed.label]);
    expect(labels).not.toContain(EXAM_SUBJECT_STATE.nextStage.label);
  });
  it.each([
    [{ state: 0, admin_check: 0, return_count: 1 }, ['입력 중', '반려됨']],
    [{ state: 2, admin_check: 0 }, ['입력 대기']],
    [{ state: 3, admin_check: 2 }, ['입력 완료', '검수 대기']],
    [{ state: 3, admin_check: 3 }, ['입력 완료', '보류']],
    [{ state: 4, admin_check: 4 }, ['분류 완료', '검수 완료']],
    [{ state: 4, admin_check: 5 }, ['분류 완료', '최종 완료']],
    [{ state: 4, admin_check: 5, excluded_state: 1 }, ['제외']],
  ])('%o reads %o', (row, labels) => expect(examBadges(row).map((b) => b.label)).toEqual(labels));
});

describe('event lists derive from the machines', () => {
  it('the exam machine handles exactly its declared events', () => {
    const handled = new Set<string>();
    const walk = (node: { on?: object; states?: Record<string, unknown> }) => {
      Object.keys(node.on ?? {}).forEach((e) => handled.add(e));
      Object.values(node.states ?? {}).forEach((n) => walk(n as never));
    };
    walk(examMachine.config as never);
    expect([...handled].sort()).toEqual([...EXAM_EVENTS].sort());
    expect(EXAM_EVENTS).toEqual([...ENTRY_EVENTS, ...ADMIN_CHECK_EVENTS, ...RETURN_EVENTS]);
  });
  it('the contract enums are subsets named by the machines', () => {
    expect(EnterEventSchema.options).toEqual([...WRITER_EVENTS]);
    expect(ReviewEventSchema.options).toEqual([...REVIEW_CHANGE_EVENTS, ...MID_ENTRY_REVIEW_EVENTS]);
    expect(ReturnActionSchema.options).toEqual(RETURN_ACTION_NAMES);
    expect(Object.values(RETURN_ACTIONS).sort()).toEqual([...RETURN_EVENTS].sort());
  });
  it('rejection value of stored marks', () => {
    expect(rejectionValue(true, { a: true, b: false })).toBe(REJECTION_STATE.fixing.value);
    expect(rejectionValue(true, { a: true })).toBe(REJECTION_STATE.ready.value);
    expect(rejectionValue(false, { a: false })).toBe(REJECTION_STATE.marked.value);
    expect(rejectionValue(false, {})).toBe(REJECTION_STATE.none.value);
  });
});

describe('sample', () => {
  it('asks for a new state by the event named after it; the same state is no event', () => {
    expect(sampleEventTo(0, 1)).toEqual({ type: 'USE' });
    expect(sampleEventTo(1, 2)).toEqual({ type: 'RETIRE' });
    expect(sampleEventTo(2, 0)).toEqual({ type: 'REDRAFT' });
    expect(sampleEventTo(1, 1)).toBeNull();
    for (const from of Object.values(SAMPLE_STATE))
      for (const to of Object.values(SAMPLE_STATE)) {
        const event = sampleEventTo(from.code, to.code);
        if (event) expect(tryTransition(sampleMachine, String(from.code), event)).toMatchObject({ ok: true, to: String(to.code) });
      }
  });
});

describe('AI review', () => {
  it.each([
    [{ state: 3, admin_check: 1 }, true],
    [{ state: 3, admin_check: 2 }, false],
    [{ state: 2, admin_check: 1 }, false],
  ])('%o allowed: %s', (exam, allowed) => expect(isAllowed(exam)).toBe(allowed));
});

describe('session restore', () => {
  const user = { uid: 1, level: 3, name: 'x', email: 'x@y.z', alarm: true, email_confirmed: true };
  it.each([
    [{ adminToken: true, customerToken: false }, 'restoringAdmin'],
    [{ adminToken: false, customerToken: true }, 'restoringCustomer'],
    [{ adminToken: true, customerToken: true }, 'restoringAdmin'],
    [{ adminToken: false, customerToken: false }, 'anonymous'],
  ])('START %o goes to %s', (tokens, target) => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'START', ...tokens });
    expect(actor.getSnapshot().value).toBe(target);
  });
  it('failed admin restore redirects to the admin login, customer to /', () => {
    const admin = createActor(sessionMachine).start();
    admin.send({ type: 'START', adminToken: true, customerToken: false });
    admin.send({ type: 'FAILED' });
    expect(admin.getSnapshot().value).toBe('adminExpired');
    expect(RESTORE_FAILURE_REDIRECT.adminExpired).toBe('/admin/auth/login');
    expect(RESTORE_FAILURE_REDIRECT.customerExpired).toBe('/');
  });
  it('keeps the restored user', () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'START', adminToken: true, customerToken: false });
    actor.send({ type: 'RESTORED', user });
    expect(actor.getSnapshot().context).toEqual({ user, realm: 'staff' });
  });
});
