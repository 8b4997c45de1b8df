/**
 * A sitting's ⋯ menu (edit and grade on the mobile layout, delete). Mantine's Menu brings Popover and Floating UI,
 * which nothing else on the list's first view needs: the card shows a plain button of the same look and loads this,
 * open, on its first press (issue 13 point 4).
 */
import { ActionIcon, Menu } from '@mantine/core';

export interface SittingMenuProps {
  title: string;
  mobile: boolean;
  onEdit: () => void;
  /** Left out once the sitting is submitted (its answers are read-only). */
  onGrade?: () => void;
  onDelete: () => void;
}

export default function SittingMenu({ title, mobile, onEdit, onGrade, onDelete }: SittingMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened returnFocus>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`${title} 메뉴`}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {mobile && <Menu.Item onClick={onEdit}>성적 수정</Menu.Item>}
        {mobile && onGrade && <Menu.Item onClick={onGrade}>답안 채점</Menu.Item>}
        <Menu.Item color="red" onClick={onDelete}>
          시험 삭제
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
