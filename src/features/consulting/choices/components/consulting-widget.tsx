/**
 * The floating consulting widget (spec sections 2 and 9; issue 10 point 8): a round "지원 목록" button on the
 * consulting pages that starts at the spec's (-28, 34) (28 px from the right edge, 34 px from the bottom: see
 * consulting-widget.rules.ts), can be dragged (pointer) or moved with the arrow keys (Home: back to the start),
 * stays where it was left (localStorage), never leaves the viewport, and opens a drawer with the chosen list. It
 * shows how many majors are chosen. Someone not signed in as a customer finds a sign-in link in the drawer.
 *
 * Inside a ChoicesProvider it uses that provider; a page without one passes `session` (its `useSession()`).
 */
import { Badge, Portal, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useId, useState } from 'react';
import { useIsMobile } from '../../../../layout/breakpoints';
import { useChoices } from '../api/get-choices';
import type { ChoicesSession } from '../choices-viewer.rules';
import { positionStyle, WIDGET_SIZE } from '../consulting-widget.rules';
import { useWidgetPosition } from '../hooks/use-widget-position';
import { ChoicesProvider, useChoicesContext, type RenderConvertedScore } from './choices-provider';

/** The drawer with the chosen list loads when the widget is first opened (issue 13 point 4). */
const WidgetDrawer = lazy(() => import('./widget-drawer'));

export interface ConsultingWidgetProps {
  /** The session (`useSession()`), on pages without a ChoicesProvider. */
  session?: ChoicesSession;
  /** The converted-score slot of the detail modal, with `session` (a provider above passes its own). */
  renderConvertedScore?: RenderConvertedScore;
}

/** Above the page, below Mantine's drawers, modals and notifications (200 and up). */
const Z_INDEX = 150;

function Widget() {
  const viewer = useChoicesContext()?.viewer;
  const uid = viewer?.kind === 'customer' ? viewer.uid : null;
  const { data } = useChoices(uid);
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (opened && !drawerUsed) setDrawerUsed(true);
  // While the list's detail modal or compare view is open, Escape closes that and leaves the drawer open.
  const [inner, setInner] = useState(false);
  const mobile = useIsMobile();
  const hintId = useId();
  const { position, dragging, handlers, consumeDragClick } = useWidgetPosition(WIDGET_SIZE);
  const count = data?.total ?? 0;
  return (
    <>
      <Portal>
        <UnstyledButton
          {...handlers}
          onClick={() => {
            if (!consumeDragClick()) open();
          }}
          aria-label={uid !== null ? `지원 목록 열기 (담은 학과 ${count}개)` : '지원 목록 열기'}
          aria-describedby={hintId}
          aria-haspopup="dialog"
          data-testid="consulting-widget"
          data-x={position.x}
          data-y={position.y}
          style={{
            position: 'fixed',
            ...positionStyle(position),
            width: WIDGET_SIZE,
            height: WIDGET_SIZE,
            zIndex: Z_INDEX,
            borderRadius: '50%',
            background: 'var(--mantine-color-indigo-6)',
            color: 'var(--mantine-color-white)',
            boxShadow: dragging ? 'var(--mantine-shadow-xl)' : 'var(--mantine-shadow-md)',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            touchAction: 'none',
            userSelect: 'none',
            cursor: dragging ? 'grabbing' : 'grab',
          }}
        >
          <Text span fw={700} size="xs" lh={1.15} c="inherit">
            지원
          </Text>
          <Text span fw={700} size="xs" lh={1.15} c="inherit">
            목록
          </Text>
          {count > 0 && (
            <Badge color="orange" size="sm" circle={count < 10} style={{ position: 'absolute', top: -4, right: -4 }} aria-hidden>
              {count}
            </Badge>
          )}
        </UnstyledButton>
        <VisuallyHidden id={hintId}>끌어서 옮기거나 방향키로 옮길 수 있습니다. Home 키를 누르면 처음 자리로 돌아갑니다.</VisuallyHidden>
      </Portal>
      {drawerUsed && (
        <Suspense fallback={null}>
          <WidgetDrawer opened={opened} onClose={close} closeOnEscape={!inner} mobile={mobile} onOverlayChange={setInner} />
        </Suspense>
      )}
    </>
  );
}

export function ConsultingWidget({ session, renderConvertedScore }: ConsultingWidgetProps) {
  if (!session) return <Widget />;
  return (
    <ChoicesProvider session={session} renderConvertedScore={renderConvertedScore}>
      <Widget />
    </ChoicesProvider>
  );
}
