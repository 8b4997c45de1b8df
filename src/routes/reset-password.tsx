import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { lazySearch } from '../components/list/lazy-search';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';

/** The page of the e-mailed reset link: sets a new password. */
function ResetPassword() {
  const { token, realm } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthCard title="비밀번호 재설정">
      {token ? (
        <ResetPasswordForm token={token} onDone={() => navigate({ to: realm === 'customer' ? '/login' : '/admin/auth/login' })} />
      ) : (
        <Alert color="red">재설정 링크가 올바르지 않습니다. 메일의 링크를 다시 열어 주세요.</Alert>
      )}
    </AuthCard>
  );
}

export const Route = createFileRoute('/reset-password')({
  ...lazySearch(() => import('../features/auth/auth.search').then((m) => m.parseResetPasswordSearch)),
  component: ResetPassword,
});
