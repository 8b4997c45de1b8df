/**
 * The reviewer machine on screen (@xstate/react): restored at the exam's stored admin_check, it says which
 * reviewer buttons are enabled. Mount the component that calls this with `key={admin_check}` so the
 * machine restarts from the new stored state after every refetch; the server applies the same machine.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { ADMIN_CHECK, adminCheckMachine, type AdminCheckEvent } from '../../../machines/admin-check.machine';
import { key } from '../../../machines/lifecycle';

/** A non-empty reason, so the guard of REJECT and FORCE_SKIP asks only whether the state allows them. */
export const PLACEHOLDER_REASON = '사유';

export type AdminCheckType = AdminCheckEvent['type'];

/** The machine state of a stored admin_check; a code the machine does not know (e.g. 1 of the AI flow) allows nothing. */
function valueOf(adminCheck: number): string {
  return Object.values(ADMIN_CHECK).some((s) => s.code === adminCheck) ? String(adminCheck) : key(ADMIN_CHECK.completed);
}

export function useAdminCheck(adminCheck: number) {
  const actor = useActorRef(adminCheckMachine, { snapshot: adminCheckMachine.resolveState({ value: valueOf(adminCheck), context: undefined }) });
  const snapshot = useSelector(actor, (s) => s);
  /** Whether the machine allows the event in the stored state (with a placeholder reason where one is needed). */
  const can = (type: AdminCheckType) => snapshot.can(type === 'REJECT' || type === 'FORCE_SKIP' ? { type, reason: PLACEHOLDER_REASON } : ({ type } as AdminCheckEvent));
  return { can };
}
