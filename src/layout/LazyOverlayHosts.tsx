/**
 * Issue 13 point 4: the notification stack and the modal host (Mantine's Notifications and ModalsProvider, with
 * their transitions, portals, focus trap and scroll lock) load the first time a screen uses them, not with the page.
 *
 * - A notification shown before the host is there waits in Mantine's notifications store, which the host reads
 *   when it mounts: nothing is lost.
 * - A modal call is a window event (`mantine-modals:*`) that only a mounted ModalsProvider hears; until it listens,
 *   the events are kept here in order and sent again once it does (the ids the calls returned travel in the events).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { notificationsStore } from '@mantine/notifications';

const OverlayHosts = lazy(() => import('./OverlayHosts'));

/** Every event ModalsProvider listens to (@mantine/modals, events.ts), with its prefix. */
export const MODAL_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal', 'closeModal', 'closeContextModal', 'closeAllModals', 'updateModal', 'updateContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

const hasNotifications = () => {
  const state = notificationsStore.getState();
  return state.notifications.length > 0 || state.queue.length > 0;
};

export function LazyOverlayHosts() {
  const [wanted, setWanted] = useState(hasNotifications);
  const modals = useRef({ listening: false, held: [] as CustomEvent[] });

  useEffect(() => {
    if (wanted) return;
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasNotifications()) setWanted(true);
    });
    if (hasNotifications()) setWanted(true);
    return unsubscribe;
  }, [wanted]);

  useEffect(() => {
    const hold = (event: Event) => {
      if (modals.current.listening) return;
      modals.current.held.push(event as CustomEvent);
      setWanted(true);
    };
    for (const name of MODAL_EVENTS) window.addEventListener(name, hold);
    return () => {
      for (const name of MODAL_EVENTS) window.removeEventListener(name, hold);
    };
  }, []);

  /** Called by the host as soon as ModalsProvider listens: what was asked meanwhile goes to it, in order. */
  const onReady = useCallback(() => {
    modals.current.listening = true;
    for (const event of modals.current.held.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts onReady={onReady} />
    </Suspense>
  );
}
