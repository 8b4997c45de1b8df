import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Anchor } from '@mantine/core';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { SignUpForm } from '../../features/auth/components/SignUpForm';

/** Staff sign-up (header hidden): the account starts at level 0. */
function AdminSignUp() {
  const navigate = useNavigate();
  return (
    <AuthCard title="직원 회원가입" subtitle="가입 후 마스터가 권한을 부여하면 업무 메뉴를 사용할 수 있습니다.">
      <SignUpForm realm="staff" onDone={() => navigate({ to: '/admin/sign-up-success' })} />
      <Anchor component={Link} {...{ to: '/admin/auth/login' }} size="sm">
        이미 계정이 있으신가요? 로그인
      </Anchor>
    </AuthCard>
  );
}

export const Route = createFileRoute('/admin/sign-up')({ component: AdminSignUp });
