import { lazy, Suspense, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Anchor, Center, Loader, Paper, Tabs, Text } from '@mantine/core';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { PublicPage } from '../../layout/PublicPage';
import { AUTH_MESSAGES, safeRedirect } from '../../features/auth/auth.rules';

// Issue 13 point 4: the sign-up form and the password modal load when first asked for.
const SignUpForm = lazy(() => import('../../features/auth/components/SignUpForm').then((m) => ({ default: m.SignUpForm })));
const PasswordFindModal = lazy(() => import('../../features/auth/components/PasswordFindModal').then((m) => ({ default: m.PasswordFindModal })));

/** Customer sign-in and sign-up (students and parents); `?redirect=/post` returns there after signing in. */
function CustomerLogin() {
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();
  const [tab, setTab] = useState<string | null>('login');
  const [finding, setFinding] = useState(false);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [findOpened, setFindOpened] = useState(false);
  const [joined, setJoined] = useState(false);
  return (
    <PublicPage title="로그인" purpose="학생·학부모 계정으로 로그인합니다.">
      <Paper withBorder p="lg" maw={440} w="100%">
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="login">로그인</Tabs.Tab>
            <Tabs.Tab value="join">회원가입</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            {joined && (
              <Text c="teal" size="sm" mb="sm" role="status">
                {AUTH_MESSAGES.signUpSent}
              </Text>
            )}
            <LoginForm realm="customer" onSignedIn={() => navigate({ to: redirect ?? '/' })} />
            <Anchor
              component="button"
              type="button"
              size="sm"
              mt="sm"
              onClick={() => {
                setFinding(true);
                setFindOpened(true);
              }}
            >
              비밀번호를 잊으셨나요?
            </Anchor>
          </Tabs.Panel>
          <Tabs.Panel value="join">
            <Suspense
              fallback={
                <Center py="md">
                  <Loader size="sm" aria-label="불러오는 중" />
                </Center>
              }
            >
              <SignUpForm
                realm="customer"
                onDone={() => {
                  setJoined(true);
                  setTab('login');
                }}
              />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Paper>
      {findOpened && (
        <Suspense fallback={null}>
          <PasswordFindModal realm="customer" opened={finding} onClose={() => setFinding(false)} />
        </Suspense>
      )}
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirect(search.redirect) }),
  component: CustomerLogin,
});
