/** The widget's drawer: the chosen list, loaded when the widget is first opened (issue 13 point 4). */
import { Drawer } from '@mantine/core';
import { ChosenList } from './chosen-list';

export default function WidgetDrawer({ opened, onClose, mobile, onOverlayChange, closeOnEscape }: { opened: boolean; onClose: () => void; mobile: boolean; onOverlayChange: (open: boolean) => void; closeOnEscape: boolean }) {
  return (
    <Drawer opened={opened} onClose={onClose} closeOnEscape={closeOnEscape} title="내 지원 목록" position="right" size={mobile ? '100%' : 460}>
      <ChosenList layout="stack" onOverlayChange={onOverlayChange} />
    </Drawer>
  );
}
