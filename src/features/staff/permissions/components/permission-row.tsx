/**
 * One staff member on the permission page: their level and subject as pickers and the latest change. A new level
 * is saved after a confirmation naming the person and both levels (their sessions end at once; for the master's
 * own account, theirs too); a subject is saved as picked. A refused change (the last master) leaves the picker
 * on the stored value, and the server's message is shown by the client's notification.
 */
import { Badge, Group, Select, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import type { Level } from '../../../../api/levels';
import type { Actor } from '../../../../api/policy';
import type { PermissionRowSchema } from '../../../../api/staff/users';
import { accountAccess, STAFF_POLICY } from '../../staff.policy';
import { CLASS_TYPE_OPTIONS, classTypeLabel, formatDateTime, LEVEL_OPTIONS, levelLabel, NO_CLASS_TYPE } from '../../users/users.rules';
import { useSetUserClassType } from '../api/set-user-class-type';
import { useSetUserLevel } from '../api/set-user-level';

export type PermissionRow = z.infer<typeof PermissionRowSchema>;

export function PermissionTableRow({ row, actor }: { row: PermissionRow; actor: Actor }) {
  const level = useSetUserLevel();
  const classType = useSetUserClassType();
  const self = row.id === actor.uid;
  const allowed = STAFF_POLICY.allows(actor, 'account.setPermission', accountAccess(row));

  const confirmLevel = (next: Level) =>
    modals.openConfirmModal({
      title: '레벨 변경',
      children: (
        <Text size="sm">
          「{row.name}」({row.email})의 레벨을 {levelLabel(row.level)}에서 <b>{levelLabel(next)}</b>(으)로 바꿀까요?{' '}
          {self ? '본인 계정이므로 저장하면 바로 로그아웃됩니다. 다시 로그인하면 새 권한이 적용됩니다.' : '이 직원은 바로 로그아웃되고, 다시 로그인하면 새 권한이 적용됩니다.'}
        </Text>
      ),
      labels: { confirm: '변경', cancel: '취소' },
      confirmProps: { color: next < row.level ? 'red' : undefined },
      onConfirm: () =>
        level.mutate({ id: row.id, level: next }, { onSuccess: () => notifications.show({ color: 'teal', message: `「${row.name}」의 레벨을 ${levelLabel(next)}(으)로 바꿨습니다.` }) }),
    });

  return (
    <Table.Tr>
      <Table.Td>{row.id}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
          {self && (
            <Badge size="xs" variant="light">
              나
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {row.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`${row.name} 레벨`}
          data={LEVEL_OPTIONS}
          value={String(row.level)}
          onChange={(v) => v !== null && Number(v) !== row.level && confirmLevel(Number(v) as Level)}
          allowDeselect={false}
          disabled={!allowed || level.isPending}
          size="xs"
          w={170}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`${row.name} 담당 과목`}
          data={CLASS_TYPE_OPTIONS}
          value={row.class_type === null ? NO_CLASS_TYPE : String(row.class_type)}
          onChange={(v) => {
            const next = v === null || v === NO_CLASS_TYPE ? null : Number(v);
            if (next === row.class_type) return;
            classType.mutate({ id: row.id, class_type: next }, { onSuccess: () => notifications.show({ color: 'teal', message: `「${row.name}」의 담당 과목을 ${classTypeLabel(next)}(으)로 바꿨습니다.` }) });
          }}
          allowDeselect={false}
          disabled={!allowed || classType.isPending}
          size="xs"
          w={130}
        />
      </Table.Td>
      <Table.Td>
        {row.changed_at ? (
          <Text size="xs">
            {formatDateTime(row.changed_at)}
            <br />
            <Text span c="dimmed" size="xs">
              {row.changed_by_name ?? '-'}
            </Text>
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            변경 기록 없음
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
