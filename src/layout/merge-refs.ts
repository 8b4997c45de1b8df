/**
 * `useMergeRefs` of @floating-ui/react (MIT), the one thing Mantine's ScrollArea takes from it, copied so that a
 * page with a table does not load all of Floating UI (vite.config.ts, `scrollAreaWithoutFloatingUi`; issue 13
 * point 4). The same code as Floating UI 0.27's: one callback ref that sets every given ref and cleans them up.
 */
import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/** Merges refs into one callback ref (React 19 callback refs may return a clean-up, which is honoured). */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): null | RefCallback<Instance> {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: Instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => void refCallback(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => cleanups.forEach((refCleanup) => refCleanup?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
}
