/**
 * The reviewer's screen machine of one test paper (src/features/test-papers/test-paper-screen.machine.ts):
 * which buttons are enabled in each stored state (the test-paper machine decides), the reason dialog of 반려,
 * and what is sent to the server.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LIMITS } from '../../src/api/http';
import { TEST_PAPER_STATE } from '../../src/machines/test-paper.machine';
import {
  mayRequest,
  maySend,
  NOT_NOW,
  REASON_REQUIRED,
  stateKeyOf,
  testPaperScreenMachine,
  type TestPaperEventType,
  type TestPaperRequest,
} from '../../src/features/test-papers/test-paper-screen.machine';

const { requested, rejected, approved } = TEST_PAPER_STATE;

/** A running screen machine whose server calls are recorded and answered by `answer`. */
function start(code: number, answer: (request: TestPaperRequest) => Promise<unknown> = async () => ({})) {
  const sent: Array<{ request: TestPaperRequest; inDialog: boolean }> = [];
  const machine = testPaperScreenMachine.provide({
    actors: {
      perform: fromPromise(async ({ input }: { input: { request: TestPaperRequest; inDialog: boolean } }) => {
        sent.push(input);
        return answer(input.request);
      }),
    },
  });
  const actor = createActor(machine, { input: { stateKey: stateKeyOf(code) } }).start();
  return { actor, sent };
}

describe('which buttons are enabled', () => {
  const table: Array<[string, number, Record<TestPaperEventType, boolean>]> = [
    ['검토 요청', requested.code, { APPROVE: true, REJECT: true, REOPEN: false }],
    ['반려', rejected.code, { APPROVE: true, REJECT: false, REOPEN: true }],
    ['승인', approved.code, { APPROVE: false, REJECT: true, REOPEN: true }],
  ];
  it.each(table)('in %s', (_label, code, expected) => {
    for (const [event, enabled] of Object.entries(expected)) expect(mayRequest(stateKeyOf(code), event as TestPaperEventType), event).toBe(enabled);
  });

  it('반려 is never sent without a reason, only asked for', () => {
    expect(maySend(stateKeyOf(requested.code), 'REJECT')).toBe(false);
    expect(maySend(stateKeyOf(requested.code), 'REJECT', '잘림')).toBe(true);
  });

  it('a state the machine does not know enables nothing', () => {
    expect(stateKeyOf(9)).toBeNull();
    for (const event of ['APPROVE', 'REJECT', 'REOPEN'] as const) expect(mayRequest(null, event)).toBe(false);
  });
});

describe('the screen', () => {
  it('sends 승인 at once and goes back to idle when the server answered', async () => {
    const { actor, sent } = start(requested.code);
    actor.send({ type: 'REQUEST', event: 'APPROVE' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.pending).toEqual({ event: 'APPROVE' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ request: { event: 'APPROVE' }, inDialog: false }]);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('refuses an event the stored state does not allow, sending nothing', () => {
    const { actor, sent } = start(requested.code);
    actor.send({ type: 'REQUEST', event: 'REOPEN' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
  });

  it('asks for the reason of 반려, refuses a blank one and sends the trimmed reason from the dialog', async () => {
    const { actor, sent } = start(approved.code);
    actor.send({ type: 'REQUEST', event: 'REJECT' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    actor.send({ type: 'TYPE', reason: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    expect(actor.getSnapshot().context.error).toBe(REASON_REQUIRED);
    expect(sent).toEqual([]);
    actor.send({ type: 'TYPE', reason: '  2쪽이 잘렸습니다. ' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('sendingReason');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ request: { event: 'REJECT', reason: '2쪽이 잘렸습니다.' }, inDialog: true }]);
    expect(actor.getSnapshot().context).toMatchObject({ asking: null, reason: '', error: null });
  });

  it('refuses a reason longer than the contract allows', () => {
    const { actor, sent } = start(requested.code);
    actor.send({ type: 'REQUEST', event: 'REJECT' });
    actor.send({ type: 'TYPE', reason: '가'.repeat(LIMITS.shortText * 5 + 1) });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    expect(actor.getSnapshot().context.error).toBeTruthy();
    expect(actor.getSnapshot().context.error).not.toBe(REASON_REQUIRED);
    expect(sent).toEqual([]);
  });

  it('keeps the dialog open with the server error when the server refuses', async () => {
    const { actor } = start(requested.code, async () => {
      throw new Error('이미 반려된 시험지입니다.');
    });
    actor.send({ type: 'REQUEST', event: 'REJECT' });
    actor.send({ type: 'TYPE', reason: '흐림' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => !s.matches('sendingReason'));
    expect(actor.getSnapshot().value).toBe('askingReason');
    expect(actor.getSnapshot().context).toMatchObject({ asking: 'REJECT', reason: '흐림', error: '이미 반려된 시험지입니다.', pending: null });
  });

  it('cancelling closes the dialog and forgets the reason', () => {
    const { actor } = start(requested.code);
    actor.send({ type: 'REQUEST', event: 'REJECT' });
    actor.send({ type: 'TYPE', reason: '흐림' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ asking: null, reason: '', error: null });
  });

  it('follows the stored state after a refetch, also while the dialog is open', () => {
    const { actor, sent } = start(requested.code);
    actor.send({ type: 'SYNC', stateKey: stateKeyOf(rejected.code) });
    actor.send({ type: 'REQUEST', event: 'REJECT' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SYNC', stateKey: stateKeyOf(approved.code) });
    actor.send({ type: 'REQUEST', event: 'REJECT' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    // Someone else rejected it meanwhile: the reason is no longer sent.
    actor.send({ type: 'SYNC', stateKey: stateKeyOf(rejected.code) });
    actor.send({ type: 'TYPE', reason: '흐림' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    expect(actor.getSnapshot().context.error).toBe(NOT_NOW);
    expect(sent).toEqual([]);
  });
});
