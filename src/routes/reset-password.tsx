import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert } from '@mantine/core';
import { z } from 'zod';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';

const SearchSchema = z.object({ token: z.string().optional().catch(undefined), realm: z.enum(['staff', 'customer']).optional().catch(undefined) });

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

export const Route = createFileRoute('/reset-password')({ validateSearch: SearchSchema, component: ResetPassword });
