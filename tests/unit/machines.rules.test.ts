/** Decisions written in the machine files, checked as tables. */
import { describe, expect, it } from 'vitest';
import { ADMIN_CHECK, adminCheckMachine } from '../../src/machines/admin-check.machine';
import { AI_REVIEW_STATE, isAllowed } from '../../src/machines/ai-review.machine';
import { EXAM_SUBJECT_STATE, EXCLUDED, examSubjectMachine, examSubjectValue } from '../../src/machines/exam-subject.machine';
import { ISSUE_STATUS } from '../../src/machines/error-report.machine';
import { key, tryTransition } from '../../src/machines/lifecycle';
import { rejectionMachine, rejectionValue } from '../../src/machines/rejection.machine';
import { sessionMachine, RESTORE_FAILURE_REDIRECT } from '../../src/machines/session.machine';
import { TEST_PAPER_STATE } from '../../src/machines/test-paper.machine';
import { createActor } from 'xstate';

describe('state codes are the spec numbers', () => {
  it.each([
    [EXAM_SUBJECT_STATE, [0, 1, 2, 3, 4]],
    [ADMIN_CHECK, [0, 2, 3, 4, 5]],
    [AI_REVIEW_STATE, [0, 1, 2, 3]],
    [TEST_PAPER_STATE, [1, 2, 3]],
    [ISSUE_STATUS, [0, 1, 2]],
  ])('%#', (table, codes) => {
    expect(Object.values(table).map((s) => s.code)).toEqual(codes);
    expect(Object.values(table).every((s) => s.label.length > 0)).toBe(true);
  });
});

describe('exam subject', () => {
  it.each([
    [{ state: 4, excluded_state: 1 }, EXCLUDED],
    [{ state: 3, excluded_state: 0 }, '3'],
    [{ state: 0 }, '0'],
  ])('stored %o is machine state %s', (row, value) => expect(examSubjectValue(row)).toBe(value));

  it('only done exams can be excluded', () => {
    for (const s of Object.values(EXAM_SUBJECT_STATE)) {
      expect(tryTransition(examSubjectMachine, key(s), { type: 'EXCLUDE' }).ok).toBe(s === EXAM_SUBJECT_STATE.done);
    }
  });
});

describe('admin_check', () => {
  it.each(['', '   '])('REJECT and FORCE_SKIP need a reason (%j refused)', (reason) => {
    expect(tryTransition(adminCheckMachine, '2', { type: 'REJECT', reason }).ok).toBe(false);
    expect(tryTransition(adminCheckMachine, '2', { type: 'FORCE_SKIP', reason }).ok).toBe(false);
  });
  it('completed is final', () => {
    for (const type of ['HOLD', 'RESUME', 'APPROVE', 'ADMIN_CHECK', 'SUBMIT'] as const) expect(tryTransition(adminCheckMachine, '5', { type }).ok).toBe(false);
  });
});

describe('AI review', () => {
  it.each([
    [{ state: 3, admin_check: 1 }, true],
    [{ state: 3, admin_check: 2 }, false],
    [{ state: 2, admin_check: 1 }, false],
  ])('%o allowed: %s', (exam, allowed) => expect(isAllowed(exam)).toBe(allowed));
});

describe('rejection', () => {
  it('is ready only when every returned question is done', () => {
    const actor = createActor(rejectionMachine, { input: { questionIds: ['a', 'b'] } }).start();
    actor.send({ type: 'RESUBMIT' });
    expect(actor.getSnapshot().value).toBe('fixing');
    actor.send({ type: 'QUESTION_DONE', questionId: 'a' });
    actor.send({ type: 'QUESTION_DONE', questionId: 'zzz' });
    expect(actor.getSnapshot().value).toBe('fixing');
    actor.send({ type: 'QUESTION_DONE', questionId: 'b' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'RESUBMIT' });
    expect(actor.getSnapshot().value).toBe('resubmitted');
  });
  it('derives the stored value', () => {
    expect(rejectionValue({ a: true, b: false })).toBe('fixing');
    expect(rejectionValue({ a: true })).toBe('ready');
  });
  it('refuses marking a question twice', () => {
    expect(tryTransition(rejectionMachine, 'fixing', { type: 'QUESTION_DONE', questionId: 'a' }, { done: { a: true, b: false } }).ok).toBe(false);
  });
});

describe('session restore', () => {
  const user = { uid: 1, level: 3, name: 'x', email: 'x@y.z', alarm: true };
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
