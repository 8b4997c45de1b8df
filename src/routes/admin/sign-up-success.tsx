import { createFileRoute, Link } from '@tanstack/react-router';
import { Button, Text } from '@mantine/core';
import { AuthCard } from '../../features/auth/components/AuthCard';

/** After staff sign-up (header hidden). */
function SignUpSuccess() {
  return (
    <AuthCard title="가입이 완료되었습니다">
      <Text>계정은 권한 없음(레벨 0) 상태로 만들어졌습니다. 마스터가 레벨을 올리면 해당 업무 메뉴가 표시됩니다.</Text>
      <Button component={Link} {...{ to: '/admin/auth/login' }}>
        로그인하러 가기
      </Button>
    </AuthCard>
  );
}

export const Route = createFileRoute('/admin/sign-up-success')({ component: SignUpSuccess });
