/**
 * The scaled-score modal (spec section 2 "a scaled-score modal"; issue 10 point 6): ScoreDetails in a modal,
 * full screen on the mobile layout. Opened from a choice (the chosen list's detail modal) or a major.
 */
import { Modal } from '@mantine/core';
import { useIsMobile } from '../../../../layout/breakpoints';
import { ScoreDetails } from './score-details';
import type { ScoreTarget } from './score-target';

export interface ScoreModalProps {
  /** `{ choiceId }` (consulting_choices.id) or `{ majorId }` (univ_majors.id, the search's keyword_id). */
  target: ScoreTarget;
  /** A consultant (staff, level 4+) reading a student: that student's users.id. Absent: the signed-in student's own. */
  userId?: number;
  opened: boolean;
  onClose: () => void;
}

export function ScoreModal({ target, userId, opened, onClose }: ScoreModalProps) {
  const mobile = useIsMobile();
  return (
    <Modal opened={opened} onClose={onClose} title="환산점수와 지원 구간" fullScreen={mobile} size="lg" centered closeButtonProps={{ 'aria-label': '닫기' }}>
      {opened && <ScoreDetails target={target} userId={userId} />}
    </Modal>
  );
}
