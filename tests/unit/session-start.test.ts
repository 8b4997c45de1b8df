/**
 * Issue 13 point 4: the public pages start without the contract, the client and xstate. What they read instead
 * must stay what those say: the token keys the client writes, the session the machine reaches for a visitor with
 * no stored token, and the web version of the contract.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TOKEN_KEYS } from '../../src/api/client';
import { WEB_VERSION } from '../../src/api/system';
import { STORED_TOKEN_KEYS } from '../../src/features/auth/auth.rules';
import { NO_TOKEN_SESSION } from '../../src/features/auth/hooks/session';
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
