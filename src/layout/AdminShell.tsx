/** The admin workspace shell: header (version, notifications, user, sign-out), navigation by level, and the page. */
import { AppShell, Badge, Burger, Center, Group, Loader, NavLink, ScrollArea, Stack, Text, Title, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { LEVEL_LABELS, type Level } from '../api/levels';
import { WEB_VERSION } from '../api/system';
import { useSession, useSessionApi } from '../features/auth/hooks/session';
import { NotificationBell } from '../features/staff/alarms/components/NotificationBell';
import { MOBILE_MAX_WIDTH } from './breakpoints';
import { navigationFor } from './navigation';
import { ADMIN_SCREENS, type AdminPath } from './screens';

export function AdminShell() {
  const { status, user, restoring } = useSession();
  const { signOut } = useSessionApi();
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  if (restoring) {
    return (
      <Center h="100vh">
        <Loader aria-label="세션 복원 중" />
      </Center>
    );
  }
  if (status !== 'admin' || !user) return <Navigate to="/admin/auth/login" />;

  const groups = navigationFor({ realm: 'staff', level: user.level });
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: MOBILE_MAX_WIDTH + 1, collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="xs" size="sm" aria-label="메뉴 열기" />
            <Title order={4} component={Link} {...{ to: '/admin/dashboard' }} style={{ color: 'inherit', textDecoration: 'none' }}>
              에듀플랫폼 관리자
            </Title>
            <Text size="xs" c="dimmed" data-testid="web-version">
              v{WEB_VERSION}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <Badge variant="light" visibleFrom="xs">
              {LEVEL_LABELS[user.level as Level] ?? `레벨 ${user.level}`}
            </Badge>
            <Text size="sm" visibleFrom="xs">
              {user.name}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={signOut}>
              로그아웃
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="관리자 메뉴">
        <ScrollArea>
          {groups.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm" data-testid="no-menu">
              아직 사용할 수 있는 메뉴가 없습니다. 관리자가 권한(레벨)을 부여하면 메뉴가 표시됩니다.
            </Text>
          ) : (
            <Stack gap={4}>
              <NavLink component={Link} {...{ to: '/admin/dashboard' }} label="대시보드" active={pathname === '/admin/dashboard'} onClick={close} />
              {groups.map((g) => (
                <NavLink key={g.label} label={g.label} defaultOpened childrenOffset="sm">
                  {g.items.map((i) => (
                    <NavLink key={i.to} component={Link} {...{ to: i.to }} label={navTitle(i.screen)} active={pathname === i.to} onClick={close} />
                  ))}
                </NavLink>
              ))}
            </Stack>
          )}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

const navTitle = (p: AdminPath) => ADMIN_SCREENS[p].title;
