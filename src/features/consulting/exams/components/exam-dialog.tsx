/**
 * The dialog of "내 모의고사" (score entry, answer sheet, results; full screen on the mobile layout): Mantine's Modal,
 * loaded with the screen's first dialog (issue 13 point 4: its focus trap and scroll lock are not on the list's
 * first load). It mounts closed and opens on the next render, so the first opening fades in as every later one does.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@mantine/core';

export interface ExamDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  mobile: boolean;
  children: ReactNode;
}

export function ExamDialog({ opened, onClose, title, mobile, children }: ExamDialogProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal opened={mounted && opened} onClose={onClose} title={title} size="xl" fullScreen={mobile} centered={!mobile}>
      {children}
    </Modal>
  );
}
