/**
 * An account's lifecycle (spec section 6 "Admins can ... withdraw users"; issue 8): active, then withdrawn
 * (final: the account can no longer sign in and every token it holds stops working at once). Stored as
 * users.out_at (null while active).
 *
 * Decisions where the spec is open: a withdrawal is an administrator's WITHDRAW; the last active master can
 * never be withdrawn (guard `notLastMaster`, a fact the caller reads under a lock and passes with the event),
 * the same rule that keeps the last master from being lowered by a level change. Nobody withdraws themself
 * from the workspace (the policy's rule, not the machine's).
 */
import { setup } from 'xstate';
import { snapshotOf } from './lifecycle';

export const ACCOUNT_STATE = {
  active: { value: 'active', label: '사용 중' },
  withdrawn: { value: 'withdrawn', label: '탈퇴' },
} as const;
export type AccountState = (typeof ACCOUNT_STATE)[keyof typeof ACCOUNT_STATE]['value'];

/** Every event of the account machine. */
export const ACCOUNT_EVENTS = ['WITHDRAW'] as const;
/** WITHDRAW carries whether the account is the last active master. */
export type AccountEvent = { type: 'WITHDRAW'; lastMaster?: boolean };
/** `working`: the account signs in and holds sessions. */
export type AccountTag = 'working';

export const accountMachine = setup({
  types: { events: {} as AccountEvent, tags: {} as AccountTag },
  guards: {
    /** The account is not the last active master. */
    notLastMaster: ({ event }) => !event.lastMaster,
  },
}).createMachine({
  id: 'account',
  initial: ACCOUNT_STATE.active.value,
  states: {
    [ACCOUNT_STATE.active.value]: { tags: ['working'], on: { WITHDRAW: { target: ACCOUNT_STATE.withdrawn.value, guard: 'notLastMaster' } } },
    [ACCOUNT_STATE.withdrawn.value]: { type: 'final' },
  },
});

/** The machine state of a stored account. */
export const accountStateOf = (row: { out_at: unknown }): AccountState => (row.out_at ? ACCOUNT_STATE.withdrawn.value : ACCOUNT_STATE.active.value);
/** Whether a stored account has a tag. */
export const accountHasTag = (row: { out_at: unknown }, tag: AccountTag): boolean => snapshotOf(accountMachine, accountStateOf(row)).hasTag(tag);
/** The Korean label of an account state. */
export const accountLabel = (state: string): string => Object.values(ACCOUNT_STATE).find((s) => s.value === state)?.label ?? state;
