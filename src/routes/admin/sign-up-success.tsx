import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '../../features/auth/auth.rules';
import { AuthCard } from '../../features/auth/components/AuthCard';

/** After staff sign-up (header hidden). */
function SignUpSuccess() {
  return (
    <AuthCard title="가입 신청을 받았습니다">
      <Text>{AUTH_MESSAGES.staffSignUpSent}</Text>
      <Button component={Link} {...{ to: '/admin/auth/login' }}>
        로그인하러 가기
      </Button>
    </AuthCard>
  );
}

export const Route = createFileRoute('/admin/sign-up-success')({ component: SignUpSuccess });
