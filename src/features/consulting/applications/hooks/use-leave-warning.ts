/**
 * Warns before leaving a filled form: a navigation to another page is held until the person answers (TanStack
 * Router's useBlocker with a resolver), and closing or reloading the tab asks the browser's own question
 * (beforeunload). The form turns it off before it moves on by itself (after sending).
 */
import { useCallback, useRef } from 'react';
import { useBlocker, type ShouldBlockFn } from '@tanstack/react-router';

export function useLeaveWarning(filled: boolean) {
  const released = useRef(false);
  const filledRef = useRef(filled);
  filledRef.current = filled && !released.current;
  // stable callbacks: the blocker is registered once and reads the latest answer through the ref
  const shouldBlockFn = useCallback<ShouldBlockFn>(({ current, next }) => filledRef.current && current.pathname !== next.pathname, []);
  const enableBeforeUnload = useCallback(() => filledRef.current, []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
  /** Lets the next navigation through (the form was sent). */
  const release = () => {
    released.current = true;
    filledRef.current = false;
  };
  return { blocker, release };
}
