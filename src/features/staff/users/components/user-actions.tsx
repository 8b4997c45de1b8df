/**
 * The administrators' actions on one user: 경고 주기, 포인트 지급, 메모 작성 and 탈퇴 처리, each shown only when
 * the staff policy allows it to the signed-in person (the server asks the same policy). Withdrawal asks first,
 * naming the user: it ends every session of the account at once and cannot be undone.
 */
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Actor } from '../../../../api/policy';
import type { UserRow } from '../../../../api/staff/users';
import { accountAccess, STAFF_POLICY } from '../../staff.policy';
import { useWithdrawUser } from '../api/withdraw-user';
import { UserActionModal, type UserAction } from './user-action-forms';

export interface UserActionsProps {
  user: UserRow;
  actor: Actor;
  /** Told when a dialog opens and closes, so that the drawer around leaves Escape to the dialog. */
  onDialog?: (open: boolean) => void;
}

export function UserActions({ user, actor, onDialog }: UserActionsProps) {
  const [action, setActionState] = useState<UserAction | null>(null);
  const setAction = (next: UserAction | null) => {
    setActionState(next);
    onDialog?.(next !== null);
  };
  const withdraw = useWithdrawUser();
  const record = accountAccess(user);
  const canManage = STAFF_POLICY.allows(actor, 'account.manage', record);
  const canWithdraw = STAFF_POLICY.allows(actor, 'account.withdraw', record);
  if (!canManage && !canWithdraw) return null;

  const confirmWithdraw = () => {
    onDialog?.(true);
    modals.openConfirmModal({
      title: '탈퇴 처리',
      children: (
        <Text size="sm">
          「{user.name}」({user.email}) 계정을 탈퇴 처리할까요? 이 계정은 바로 로그아웃되고 다시 로그인할 수 없습니다. 경고·포인트·메모와 작업 기록은 남습니다. 되돌릴 수 없습니다.
        </Text>
      ),
      labels: { confirm: '탈퇴 처리', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => withdraw.mutate(user.id, { onSuccess: () => notifications.show({ color: 'gray', message: `「${user.name}」 계정을 탈퇴 처리했습니다.` }) }),
      onClose: () => onDialog?.(false),
    });
  };

  return (
    <>
      <Group gap="xs" role="group" aria-label="사용자 관리">
        {canManage && (
          <>
            <Button size="xs" color="red" variant="light" onClick={() => setAction('warn')}>
              경고 주기
            </Button>
            <Button size="xs" variant="light" onClick={() => setAction('points')}>
              포인트 지급
            </Button>
            <Button size="xs" variant="light" onClick={() => setAction('note')}>
              메모 작성
            </Button>
          </>
        )}
        {canWithdraw && (
          <Button size="xs" color="red" variant="outline" loading={withdraw.isPending} onClick={confirmWithdraw}>
            탈퇴 처리
          </Button>
        )}
      </Group>
      <UserActionModal user={user} action={action} onClose={() => setAction(null)} />
    </>
  );
}
