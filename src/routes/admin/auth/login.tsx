import { useState } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Anchor, Group } from '@mantine/core';
import { AuthCard } from '../../../features/auth/components/AuthCard';
import { LoginForm } from '../../../features/auth/components/LoginForm';
import { PasswordFindModal } from '../../../features/auth/components/PasswordFindModal';

/** Staff sign-in (header hidden). */
function AdminLogin() {
  const navigate = useNavigate();
  const [finding, setFinding] = useState(false);
  return (
    <AuthCard title="에듀플랫폼 관리자" subtitle="직원 계정으로 로그인하세요.">
      <LoginForm realm="staff" onSignedIn={() => navigate({ to: '/admin/dashboard' })} />
      <Group justify="space-between">
        <Anchor component={Link} {...{ to: '/admin/sign-up' }} size="sm">
          직원 회원가입
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => setFinding(true)}>
          비밀번호 찾기
        </Anchor>
      </Group>
      <PasswordFindModal realm="staff" opened={finding} onClose={() => setFinding(false)} />
    </AuthCard>
  );
}

export const Route = createFileRoute('/admin/auth/login')({ component: AdminLogin });
