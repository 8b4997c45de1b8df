/**
 * The AI exam machine's rules and the AI review panel's machine, table-driven: stored rows to machine values, the
 * allowed rule, tags, refusals named by guard, which panel buttons an actor gets, and the dialog as a machine state.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isAllowed } from '../../src/machines/ai-review.machine';
import { autoExamHasTag, autoExamSnapshotOf, autoExamValue, AUTO_EXAM_LABELS, describeAutoExam } from '../../src/machines/auto-exam.machine';
import { refusalOf } from '../../src/machines/lifecycle';
import { aiReviewPanelMachine, dialogProblem, IncompleteError, mayRequest, QUESTIONS_REQUIRED, REASON_REQUIRED, type PanelRecord } from '../../src/features/digitise/exams/ai-review-panel.machine';
import { aiStateBadge, visibleTabs } from '../../src/features/digitise/exams/auto-exams.rules';
import type { AutoExamRequest } from '../../src/features/digitise/exams/api/auto-exam-mutations';

const all = { enter: true, review: true, check: true, manage: true };
const rec = (row: { state: number; ai_state: number; admin_check: number }, returned: Record<string, boolean> = {}, permits = all): PanelRecord => ({ row, returned, permits });

describe('AI exam machine rules', () => {
  it.each([
    [{ state: 2, ai_state: 0, admin_check: 0 }, {}, { entry: '2', aiReview: '0', adminCheck: '0', rejection: 'none' }],
    [{ state: 0, ai_state: 2, admin_check: 0 }, { 7: false }, { entry: '0', aiReview: '2', adminCheck: '0', rejection: 'fixing' }],
    [{ state: 0, ai_state: 2, admin_check: 0 }, { 7: true }, { entry: '0', aiReview: '2', adminCheck: '0', rejection: 'ready' }],
    [{ state: 3, ai_state: 3, admin_check: 1 }, {}, { entry: '3', aiReview: '3', adminCheck: '1', rejection: 'none' }],
  ])('the value of %o with marks %o', (row, returned, value) => {
    expect(autoExamValue(row, returned)).toEqual(value);
  });

  it('spec: approved with admin_check 1 is allowed, nothing else', () => {
    expect(isAllowed({ state: 3, admin_check: 1 })).toBe(true);
    expect(isAllowed({ state: 3, admin_check: 0 })).toBe(false);
    expect(isAllowed({ state: 1, admin_check: 1 })).toBe(false);
    expect(autoExamHasTag({ state: 3, ai_state: 3, admin_check: 1 }, 'allowed')).toBe(true);
  });

  it('removable while not requested or rejected; not while requested or approved', () => {
    expect(autoExamHasTag({ state: 2, ai_state: 0, admin_check: 0 }, 'removable')).toBe(true);
    expect(autoExamHasTag({ state: 0, ai_state: 2, admin_check: 0 }, 'removable')).toBe(true);
    expect(autoExamHasTag({ state: 3, ai_state: 1, admin_check: 0 }, 'removable')).toBe(false);
    expect(autoExamHasTag({ state: 3, ai_state: 3, admin_check: 0 }, 'removable')).toBe(false);
  });

  it('names the guard that refuses: reason, admin, completeness, an unfixed return', () => {
    const requested = autoExamSnapshotOf({ state: 3, ai_state: 1, admin_check: 0 });
    expect(refusalOf(requested, { type: 'FORCE', adminActions: true })).toEqual({ kind: 'guard', guards: ['hasReason'] });
    expect(refusalOf(requested, { type: 'FORCE', reason: '급함', adminActions: false })).toEqual({ kind: 'guard', guards: ['mayUseAdminActions'] });
    expect(refusalOf(requested, { type: 'REJECT', questionIds: [], reason: '사유' })).toEqual({ kind: 'guard', guards: ['namesQuestions'] });
    const fixing = autoExamSnapshotOf({ state: 0, ai_state: 2, admin_check: 0 }, { 5: false });
    expect(refusalOf(fixing, { type: 'REQUEST', complete: true })).toEqual({ kind: 'guard', guards: ['everyReturnedFixed'] });
    expect(refusalOf(autoExamSnapshotOf({ state: 0, ai_state: 0, admin_check: 0 }), { type: 'ENTER_DONE', complete: false })).toEqual({ kind: 'guard', guards: ['isComplete'] });
    expect(refusalOf(autoExamSnapshotOf({ state: 2, ai_state: 0, admin_check: 0 }), { type: 'APPROVE' })).toEqual({ kind: 'state' });
  });

  it('labels every region state in Korean', () => {
    expect(AUTO_EXAM_LABELS['aiReview.1']).toBe('검토 요청');
    expect(AUTO_EXAM_LABELS['adminCheck.1']).toBe('관리자 확인');
    expect(AUTO_EXAM_LABELS['entry.3']).toBe('입력 완료');
    expect(describeAutoExam(autoExamValue({ state: 3, ai_state: 1, admin_check: 0 }))).toContain('aiReview 1 (검토 요청)');
  });
});

describe('AI review panel', () => {
  it.each([
    ['waiting', { state: 2, ai_state: 0, admin_check: 0 }, {}, ['ENTER']],
    ['entering (completeness is the server’s to check)', { state: 0, ai_state: 0, admin_check: 0 }, {}, ['ENTER_DONE', 'REQUEST']],
    ['requested', { state: 3, ai_state: 1, admin_check: 0 }, {}, ['APPROVE', 'REJECT', 'FORCE']],
    ['rejected, a question to fix', { state: 0, ai_state: 2, admin_check: 0 }, { 9: false }, ['FORCE']],
    ['rejected, every question fixed', { state: 0, ai_state: 2, admin_check: 0 }, { 9: true }, ['ENTER_DONE', 'REQUEST', 'FORCE']],
    ['approved', { state: 3, ai_state: 3, admin_check: 0 }, {}, ['CHECK']],
    ['allowed', { state: 3, ai_state: 3, admin_check: 1 }, {}, ['DONE']],
  ] as const)('%s: the enabled buttons', (_name, row, returned, enabled) => {
    const actions = ['ENTER', 'ENTER_DONE', 'REQUEST', 'APPROVE', 'REJECT', 'FORCE', 'CHECK', 'DONE'] as const;
    expect(actions.filter((a) => mayRequest(rec(row, returned), a))).toEqual(enabled);
  });

  it('per-question done only for a returned question not yet fixed; buttons hide behind the policy', () => {
    const r = rec({ state: 0, ai_state: 2, admin_check: 0 }, { 9: false, 10: true });
    expect(mayRequest(r, 'QUESTION_DONE', 9)).toBe(true);
    expect(mayRequest(r, 'QUESTION_DONE', 10)).toBe(false);
    expect(mayRequest(r, 'QUESTION_DONE', 11)).toBe(false);
    expect(mayRequest(rec({ state: 3, ai_state: 1, admin_check: 0 }, {}, { ...all, check: false }), 'FORCE')).toBe(false);
    expect(mayRequest(rec({ state: 3, ai_state: 1, admin_check: 0 }, {}, { ...all, review: false }), 'APPROVE')).toBe(false);
  });

  it('the dialog asks for questions and a reason', () => {
    expect(dialogProblem('REJECT', '사유', [])).toBe(QUESTIONS_REQUIRED);
    expect(dialogProblem('REJECT', '  ', [1])).toBe(REASON_REQUIRED);
    expect(dialogProblem('FORCE', '긴급 배포', [])).toBeNull();
  });

  it('반려 is a state: questions and reason typed into it, then sent once; a refusal for incomplete questions opens the missing list', async () => {
    const sent: unknown[] = [];
    const machine = aiReviewPanelMachine.provide({
      actors: {
        perform: fromPromise<unknown, { request: AutoExamRequest }>(async ({ input }) => {
          sent.push(input.request);
          if (input.request.event === 'ENTER_DONE') throw new IncompleteError('미완성', [{ question_index: 2, missing: ['난이도'] }]);
          return {};
        }),
      },
    });
    const actor = createActor(machine, { input: { record: rec({ state: 3, ai_state: 1, admin_check: 0 }) } }).start();
    actor.send({ type: 'PRESS', action: 'REJECT' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(QUESTIONS_REQUIRED);
    actor.send({ type: 'TOGGLE', questionId: 4 });
    actor.send({ type: 'TYPE', reason: '그림 잘림' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([{ event: 'REJECT', questionIds: [4], reason: '그림 잘림' }]);
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'SYNC', record: rec({ state: 0, ai_state: 0, admin_check: 0 }) });
    actor.send({ type: 'PRESS', action: 'APPROVE' });
    expect(actor.getSnapshot().value, 'a button the machine refuses does nothing').toBe('idle');
    actor.send({ type: 'PRESS', action: 'ENTER_DONE' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('missing');
    expect(actor.getSnapshot().context.missing).toEqual([{ question_index: 2, missing: ['난이도'] }]);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('tabs by the policy, badges by the machine', () => {
    expect(visibleTabs({ uid: 1, level: 1 }).map((t) => t.value)).toEqual(['mine', 'allowed']);
    expect(visibleTabs({ uid: 1, level: 3 }).map((t) => t.value)).toEqual(['mine', 'allowed', 'review']);
    expect(visibleTabs({ uid: 1, level: 4 }).map((t) => t.value)).toEqual(['mine', 'allowed', 'review', 'all']);
    expect(aiStateBadge({ state: 3, ai_state: 3, admin_check: 1 })).toEqual({ label: '승인 · 허용', color: 'teal' });
    expect(aiStateBadge({ state: 0, ai_state: 2, admin_check: 0 }).color).toBe('red');
  });
});
