/**
 * The app-wide notification stack and confirm-modal host. Screens open them through the global `notifications` and
 * `modals` calls, which reach them through a store and window events, so nothing they render depends on where in
 * the tree they sit. Loaded on first use (layout/LazyOverlayHosts.tsx, issue 13 point 4); `onReady` runs once both
 * listen.
 */
import { useLayoutEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

export default function OverlayHosts({ onReady }: { onReady?: () => void }) {
  // A parent's layout effect runs after its children's, where ModalsProvider adds its window listeners.
  useLayoutEffect(() => onReady?.(), [onReady]);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider labels={{ confirm: '확인', cancel: '취소' }} />
    </>
  );
}
