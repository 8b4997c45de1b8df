/**
 * The public site's header, mobile drawer and footer around a page. Issue 13 point 4: every public page loads this
 * first, so it reads no contract module and the drawer loads when first opened.
 */
import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Container, Group, Text, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { useSession, useSessionApi } from '../features/auth/hooks/session';
import { usePageViewLogger } from '../features/staff/page-views/use-page-view-logger';
import { useIsMobile } from './breakpoints';
import { PUBLIC_WEB_VERSION } from './web-version';

const PublicMobileMenu = lazy(() => import('./PublicMobileMenu'));

const LINKS = [
  { to: '/consulting/main', label: '입시 컨설팅' },
  { to: '/parents/intro', label: '학부모 소개' },
  { to: '/test', label: '체험 테스트' },
  { to: '/post', label: '시험지 올리기' },
  { to: '/guide', label: '이용 가이드' },
  { to: '/payment', label: '결제' },
];
/** Shown to a signed-in customer only: their orders, receipts, pass and coupons. */
const CUSTOMER_LINKS = [...LINKS, { to: '/payment/history', label: '결제 내역' }];

export function PublicShell() {
  usePageViewLogger();
  const isMobile = useIsMobile();
  const [opened, { toggle, close }] = useDisclosure();
  // The drawer stays mounted once opened, so it can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  if (opened && !menuUsed) setMenuUsed(true);
  const { status, user } = useSession();
  const { signOut } = useSessionApi();
  const links = status === 'customer' ? CUSTOMER_LINKS : LINKS;
  const account =
    status === 'customer' && user ? (
      <Group gap="xs">
        <Text size="sm">{user.name}님</Text>
        <Button variant="subtle" size="compact-sm" onClick={signOut}>
          로그아웃
        </Button>
      </Group>
    ) : (
      <Button component={Link} {...{ to: '/login' }} size="compact-sm" variant="light" onClick={close}>
        로그인
      </Button>
    );
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-layout={isMobile ? 'mobile' : 'desktop'}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} {...{ to: '/' }} fw={700} size="lg" underline="never" c="dark">
              에듀플랫폼
            </Anchor>
            {isMobile ? (
              <Burger opened={opened} onClick={toggle} size="sm" aria-label="메뉴 열기" />
            ) : (
              <Group gap="lg" component="nav" aria-label="주요 메뉴">
                {links.map((l) => (
                  <Anchor key={l.to} component={Link} {...{ to: l.to }} c="dark" size="sm">
                    {l.label}
                  </Anchor>
                ))}
                {account}
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={opened} onClose={close} links={links} account={account} />
        </Suspense>
      )}
      <Box component="main" style={{ flex: 1 }} py="xl">
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" py="lg" bg="gray.0">
        <Container size="lg">
          <Group gap="md">
            <Anchor component={Link} {...{ to: '/terms-of-service' }} size="sm" c="dimmed">이용약관</Anchor>
            <Anchor component={Link} {...{ to: '/privacy' }} size="sm" c="dimmed" fw={700}>개인정보 처리방침</Anchor>
            <Anchor component={Link} {...{ to: '/parents/privacy' }} size="sm" c="dimmed">학부모 개인정보 처리방침</Anchor>
            <Anchor component={Link} {...{ to: '/mobile/privacy' }} size="sm" c="dimmed">모바일 개인정보 처리방침</Anchor>
            <Text size="xs" c="dimmed" ml="auto">에듀플랫폼 v{PUBLIC_WEB_VERSION}</Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
