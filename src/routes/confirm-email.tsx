import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { lazySearch } from '../components/list/lazy-search';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ConfirmEmailPanel } from '../features/auth/components/ConfirmEmailPanel';

/** The page of the e-mailed confirmation link: confirms a customer's address (README "Sign-in"). */
function ConfirmEmail() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthCard title="이메일 주소 확인">
      {token ? (
        <ConfirmEmailPanel token={token} onContinue={(signedIn) => navigate(signedIn ? { to: '/' } : { to: '/login' })} />
      ) : (
        <Alert color="red">확인 링크가 올바르지 않습니다. 메일의 링크를 다시 열어 주세요.</Alert>
      )}
    </AuthCard>
  );
}

export const Route = createFileRoute('/confirm-email')({
  ...lazySearch(() => import('../features/auth/auth.search').then((m) => m.parseConfirmEmailSearch)),
  component: ConfirmEmail,
});
