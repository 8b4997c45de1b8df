/**
 * The app-wide notification stack and confirm-modal host. Loaded after the first paint (main.tsx, issue 13 point 4):
 * no page needs them to show. Screens open them through the global `notifications` and `modals` calls, which reach
 * them through a store and window events, so nothing they render depends on where in the tree they sit.
 */
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

export default function OverlayHosts() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider labels={{ confirm: '확인', cancel: '취소' }} />
    </>
  );
}
