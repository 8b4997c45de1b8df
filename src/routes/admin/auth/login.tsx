import { lazy, Suspense, useState } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Anchor, Group } from '@mantine/core';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { LoginForm } from '../../../features/auth/components/LoginForm';

// Issue 13 point 4: the password modal loads when first opened.
const PasswordFindModal = lazy(() => import('../../../features/auth/components/PasswordFindModal').then((m) => ({ default: m.PasswordFindModal })));

/** Staff sign-in (header hidden). */
function AdminLogin() {
  const navigate = useNavigate();
  const [finding, setFinding] = useState(false);
  // Mounted from the first opening on, so that it can play its closing transition.
  const [findOpened, setFindOpened] = useState(false);
  return (
    <AuthCard title="에듀플랫폼 관리자" subtitle="직원 계정으로 로그인하세요.">
      <LoginForm realm="staff" onSignedIn={() => navigate({ to: '/admin/dashboard' })} />
      <Group justify="space-between">
        <Anchor component={Link} {...{ to: '/admin/sign-up' }} size="sm">
          직원 회원가입
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setFinding(true);
            setFindOpened(true);
          }}
        >
          비밀번호 찾기
        </Anchor>
      </Group>
      {findOpened && (
        <Suspense fallback={null}>
          <PasswordFindModal realm="staff" opened={finding} onClose={() => setFinding(false)} />
        </Suspense>
      )}
    </AuthCard>
  );
}

export const Route = createFileRoute('/admin/auth/login')({ component: AdminLogin });
