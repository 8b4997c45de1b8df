/** One admin screen: its title and purpose, and its content only when the signed-in level may open it. */
import type { ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { checkAccess, describeAccess } from '../api/levels';
import { useSession } from '../features/auth/hooks/session';
import { adminScreen, type AdminPath } from './screens';

export function AdminPage({ path, children }: { path: AdminPath; children?: ReactNode }) {
  const screen = adminScreen(path);
  const { user } = useSession();
  const allowed = checkAccess(screen.access, user ? { realm: 'staff', level: user.level } : null) === 'allowed';
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{screen.title}</Title>
        <Text c="dimmed" size="sm">
          {screen.purpose}
        </Text>
      </div>
      {allowed ? (
        children
      ) : (
        <Alert color="red" title="권한이 없습니다" role="alert">
          이 화면은 {describeAccess(screen.access)} 직원만 사용할 수 있습니다. 필요하면 마스터에게 권한을 요청하세요.
        </Alert>
      )}
    </Stack>
  );
}
