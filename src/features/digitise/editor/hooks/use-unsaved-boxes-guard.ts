/**
 * Warns before leaving the box editor with unsaved boxes: a navigation to another page is held until the person
 * answers (TanStack Router's useBlocker with a resolver), and closing or reloading the tab asks the browser's
 * own question (beforeunload). Moving to another question of the same exam (a search change) is not held: the
 * boxes stay in the editor.
 */
import { useCallback, useRef } from 'react';
import { useBlocker, type ShouldBlockFn } from '@tanstack/react-router';

/** The guard while `unsaved` holds; `status === 'blocked'` while a navigation waits for an answer. */
export function useUnsavedBoxesGuard(unsaved: boolean) {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const shouldBlockFn = useCallback<ShouldBlockFn>(({ current, next }) => unsavedRef.current && current.pathname !== next.pathname, []);
  const enableBeforeUnload = useCallback(() => unsavedRef.current, []);
  return useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
}
