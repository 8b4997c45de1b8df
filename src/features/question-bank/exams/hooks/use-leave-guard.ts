/**
 * Warns before leaving a screen with unsaved edits: a navigation to another page is held until the person
 * answers (TanStack Router's useBlocker with a resolver), and closing or reloading the tab asks the
 * browser's own question (beforeunload). A move within the same page (another question number) is not held:
 * the editor saves before those itself.
 */
import { useCallback, useRef } from 'react';
import { useBlocker, type ShouldBlockFn } from '@tanstack/react-router';

export function useLeaveGuard(unsaved: boolean) {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  // stable callbacks: the blocker is registered once and reads the latest answer through the ref
  const shouldBlockFn = useCallback<ShouldBlockFn>(({ current, next }) => unsavedRef.current && current.pathname !== next.pathname, []);
  const enableBeforeUnload = useCallback(() => unsavedRef.current, []);
  return useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
}

/** What useLeaveGuard returns: idle, or blocked with proceed and reset. */
export type LeaveGuard = ReturnType<typeof useLeaveGuard>;
