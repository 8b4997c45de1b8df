/**
 * The admin header's bell (issue 8): the unread count as a badge (hidden while notifications are off), and a
 * popover with the latest notifications of the signed-in staff member's own events, 모두 읽음, and the 알림 받기
 * switch. Clicking a notification marks it read and opens the screen it leads to. Polled every minute and on
 * window focus.
 */
import { ActionIcon, Alert, Button, Center, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { NOTIFICATION_KINDS, type Notification } from '../../../../api/staff/alarms';
import { useAlarms } from '../api/get-alarms';
import { usePutAlarms } from '../api/put-alarms';

const KIND_COLORS: Record<Notification['kind'], string> = { exam_returned: 'orange', warning: 'red', point: 'teal', level: 'indigo' };

/** "3분 전", "2시간 전", else the date. */
function ago(iso: string): string {
  const minutes = Math.floor((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return '방금';
  if (minutes < 60) return `${minutes}분 전`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}시간 전`;
  return new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric' });
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const alarms = useAlarms();
  const put = usePutAlarms();
  const navigate = useNavigate();
  const data = alarms.data;
  const unread = data?.alarm ? data.unread : 0;

  const open = (n: Notification) => {
    if (!n.read) put.mutate({ read_ids: [n.id] });
    if (n.link) {
      close();
      void navigate({ to: n.link as never });
    }
  };

  return (
    <Popover opened={opened} onChange={(o) => (o ? undefined : close())} position="bottom-end" width={360} shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red" disabled={unread === 0} offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle} aria-label={unread ? `알림 ${unread}개 읽지 않음` : '알림'} aria-expanded={opened} aria-haspopup="dialog">
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="알림">
        <Group justify="space-between" px="sm" py={8}>
          <Text fw={600} size="sm">
            알림
          </Text>
          <Button variant="subtle" size="compact-xs" disabled={!data?.unread || put.isPending} onClick={() => put.mutate({ read_all: true })}>
            모두 읽음
          </Button>
        </Group>
        <Divider />
        {alarms.isPending ? (
          <Center py="lg">
            <Loader size="sm" aria-label="알림 불러오는 중" />
          </Center>
        ) : alarms.isError ? (
          <Alert color="red" m="sm">
            알림을 불러오지 못했습니다. 잠시 뒤 다시 시도하세요.
          </Alert>
        ) : alarms.data.data_list.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" size="sm">
            새 알림이 없습니다.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {alarms.data.data_list.map((n) => (
                <li key={n.id}>
                  <UnstyledButton onClick={() => open(n)} w="100%" px="sm" py={8} bg={n.read ? undefined : 'var(--mantine-primary-color-light)'} aria-label={`${n.read ? '' : '읽지 않음: '}${n.title}`}>
                    <Group gap={6} wrap="nowrap" align="center">
                      <Text size="xs" fw={600} c={KIND_COLORS[n.kind]}>
                        {NOTIFICATION_KINDS[n.kind]}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {ago(n.create_time)}
                      </Text>
                    </Group>
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {n.title}
                    </Text>
                    {n.body && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {n.body}
                      </Text>
                    )}
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Divider />
        <Group justify="space-between" px="sm" py={8}>
          <Switch label="알림 받기" size="sm" checked={data?.alarm ?? true} disabled={!data || put.isPending} onChange={(e) => put.mutate({ alarm: e.currentTarget.checked })} />
          {data && !data.alarm && (
            <Text size="xs" c="dimmed">
              꺼 두면 개수를 표시하지 않습니다
            </Text>
          )}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
