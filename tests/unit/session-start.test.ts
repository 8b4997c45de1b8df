/**
 * Issue 13 point 4: the public pages start without the contract, the client and xstate. What they read instead
 * must stay what those say: the token keys the client writes, the session the machine reaches for a visitor with
 * no stored token, the sessions it reaches while a stored one is restored (a signed-in visitor's first load runs
 * no machine until someone signs in or out), and the web version of the contract.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TOKEN_KEYS } from '../../src/api/client';
import { WEB_VERSION } from '../../src/api/system';
import { STORED_TOKEN_KEYS } from '../../src/features/auth/auth.rules';
import { NO_TOKEN_SESSION } from '../../src/features/auth/hooks/session';
import { startSessionActor, viewOf } from '../../src/features/auth/hooks/session-actor';
import { restorePathView, type RestorePathEvent, type SessionView } from '../../src/features/auth/hooks/session-runtime';
import { sessionMachine } from '../../src/machines/session.machine';
import { PUBLIC_WEB_VERSION } from '../../src/layout/web-version';

describe('what the first load reads without the contract', () => {
  it('the stored token keys are the ones the client writes', () => {
    expect(STORED_TOKEN_KEYS).toEqual(TOKEN_KEYS);
  });

  it('the public footer shows the contract web version', () => {
    expect(PUBLIC_WEB_VERSION).toBe(WEB_VERSION);
  });

  it('a visitor with no stored token is in the state the session machine reaches from START without tokens', () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'START', adminToken: false, customerToken: false });
    const snapshot = actor.getSnapshot();
    expect(NO_TOKEN_SESSION).toEqual({ status: snapshot.value, user: snapshot.context.user, realm: snapshot.context.realm, failureRedirect: null });
    actor.stop();
  });
});

const USER = { uid: 7, level: 0, name: '데모 학생', email: 'student@demo.local', alarm: false, email_confirmed: false };
const START = (adminToken: boolean, customerToken: boolean): RestorePathEvent => ({ type: 'START', adminToken, customerToken });
/** Every restore path: each start, then restored, failed or still waiting. */
const RESTORE_PATHS: RestorePathEvent[][] = [false, true].flatMap((adminToken) =>
  [false, true].flatMap((customerToken) => [[START(adminToken, customerToken)], [START(adminToken, customerToken), { type: 'RESTORED' as const, user: USER }], [START(adminToken, customerToken), { type: 'FAILED' as const }]]),
);

describe('the session restore without the machine (session-runtime.ts)', () => {
  it.each(RESTORE_PATHS)('%j reaches the view the machine reaches', (...events) => {
    const actor = createActor(sessionMachine).start();
    for (const event of events) actor.send(event);
    expect(restorePathView(events)).toEqual(viewOf(actor.getSnapshot()));
    actor.stop();
  });

  it('hands the machine the same place: replayed, then signed out and in as the machine would', () => {
    const views: SessionView[] = [];
    const events = [START(false, true), { type: 'RESTORED' as const, user: USER }];
    const actor = startSessionActor(events, (view) => views.push(view));
    expect(viewOf(actor.getSnapshot())).toEqual(restorePathView(events));
    actor.send({ type: 'SIGNED_OUT' });
    actor.send({ type: 'SIGNED_IN', realm: 'customer', user: USER });
    expect(views.map((v) => v.status)).toEqual(['anonymous', 'customer']);
    actor.stop();
  });
});
