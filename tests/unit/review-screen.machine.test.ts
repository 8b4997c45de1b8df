/**
 * The review screen machine and the exclusion machine: reason dialogs are machine states, and what opens them,
 * accepts the reason or says "mark a question first" is the exam machine's guards (no placeholder reason).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { examSnapshotOf } from '../../src/machines/exam.machine';
import { blockerOf, REASON_REQUIRED, reviewScreenMachine, type ReviewRequest } from '../../src/features/review/review-screen.machine';
import { excludeExamMachine, type ExclusionRequest } from '../../src/features/question-bank/exams/exclude-exam.machine';

const facts = { adminActions: false, complete: true };
const reviewing = { state: 3, admin_check: 2 };

/** A review screen on an exam whose `perform` records what it was asked (and fails when told to). */
function screen(exam = examSnapshotOf(reviewing, { 7: false }), fail?: string) {
  const sent: ReviewRequest[] = [];
  const machine = reviewScreenMachine.provide({
    actors: {
      perform: fromPromise<unknown, { request: ReviewRequest; inDialog: boolean }>(async ({ input }) => {
        sent.push(input.request);
        if (fail) throw new Error(fail);
        return null;
      }),
    },
  });
  return { actor: createActor(machine, { input: { exam, facts } }).start(), sent };
}

describe('review screen machine', () => {
  it('REJECT: asks for the reason, refuses a blank one, sends the typed one', async () => {
    const { actor, sent } = screen();
    actor.send({ type: 'ASK', ask: { type: 'REJECT' } });
    expect(actor.getSnapshot().value).toBe('askingReason');
    actor.send({ type: 'TYPE', reason: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    expect(actor.getSnapshot().context.error).toBe(REASON_REQUIRED);
    actor.send({ type: 'TYPE', reason: ' 2번 정답 오류 ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ type: 'REJECT', reason: '2번 정답 오류' }]);
    expect(actor.getSnapshot().context).toMatchObject({ asking: null, reason: '', error: null });
  });

  it('"mark a question first": without a marked question REJECT is blocked by that guard and the dialog does not open', () => {
    const exam = examSnapshotOf(reviewing);
    expect(blockerOf(exam, facts, { type: 'REJECT' })).toEqual(['hasMarkedQuestion']);
    const { actor } = screen(exam);
    actor.send({ type: 'ASK', ask: { type: 'REJECT' } });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('FORCE_SKIP is blocked for an actor who may not use admin actions, whatever the reason', () => {
    expect(blockerOf(examSnapshotOf(reviewing), facts, { type: 'FORCE_SKIP' })).toEqual(['mayUseAdminActions']);
    expect(blockerOf(examSnapshotOf(reviewing), { ...facts, adminActions: true }, { type: 'FORCE_SKIP' })).toBeNull();
  });

  it("the server's refusal stays in the dialog with the reason typed", async () => {
    const { actor } = screen(undefined, '다른 검수자가 맡은 시험입니다.');
    actor.send({ type: 'ASK', ask: { type: 'REJECT' } });
    actor.send({ type: 'TYPE', reason: '오류' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('askingReason') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ reason: '오류', error: '다른 검수자가 맡은 시험입니다.' });
  });

  it('a return mark asks for its reason; RETURN mid-entry may go without one', async () => {
    const { actor, sent } = screen(examSnapshotOf(reviewing));
    actor.send({ type: 'ASK', ask: { type: 'MARK_RETURN', questionIds: ['9'], target: 'question-9' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe(REASON_REQUIRED);
    actor.send({ type: 'TYPE', reason: '보기 오류' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ type: 'MARK_RETURN', questionIds: ['9'], target: 'question-9', reason: '보기 오류' }]);

    const mid = screen(examSnapshotOf({ state: 1, admin_check: 0 }));
    mid.actor.send({ type: 'ASK', ask: { type: 'RETURN' } });
    mid.actor.send({ type: 'SUBMIT' });
    await waitFor(mid.actor, (s) => s.matches('idle'));
    expect(mid.sent).toEqual([{ type: 'RETURN', reason: '' }]);
  });

  it('an event without a dialog is sent only when the exam machine takes it', async () => {
    const { actor, sent } = screen();
    actor.send({ type: 'SEND', request: { type: 'RESUME' } });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SEND', request: { type: 'HOLD' } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ type: 'HOLD' }]);
  });
});

describe('exclusion machine', () => {
  function exclusion(row: { state: number; admin_check: number; excluded_state?: number }) {
    const sent: ExclusionRequest[] = [];
    const machine = excludeExamMachine.provide({ actors: { perform: fromPromise<unknown, ExclusionRequest>(async ({ input }) => sent.push(input)) } });
    return { actor: createActor(machine, { input: { exam: examSnapshotOf(row) } }).start(), sent };
  }
  it('asks for the reason of a done exam and sends only a real one', async () => {
    const { actor, sent } = exclusion({ state: 4, admin_check: 5 });
    actor.send({ type: 'ASK' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'TYPE', reason: '중복 출제' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ excluded: true, exclude: '중복 출제' }]);
  });
  it('does not ask for an exam that is not done; puts an excluded one back', async () => {
    const open = exclusion({ state: 3, admin_check: 2 });
    open.actor.send({ type: 'ASK' });
    expect(open.actor.getSnapshot().value).toBe('idle');
    const excluded = exclusion({ state: 4, admin_check: 5, excluded_state: 1 });
    excluded.actor.send({ type: 'INCLUDE' });
    await waitFor(excluded.actor, (s) => s.matches('idle'));
    expect(excluded.sent).toEqual([{ excluded: false }]);
  });
});
