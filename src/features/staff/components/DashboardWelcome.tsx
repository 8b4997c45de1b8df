/** The dashboard greeting: who is signed in, at which level, and what that level may use. */
import { Alert, Card, List, Stack, Text, Title } from '@mantine/core';
import { LEVEL, LEVEL_LABELS, type Level } from '../../../api/levels';

export interface WelcomeProps {
  user: { name: string; email: string; level: number };
  /** The screen groups this level may open (from the navigation). */
  groups: Array<{ label: string; items: string[] }>;
}

/** The greeting line above every dashboard. */
export function DashboardGreeting({ user }: { user: WelcomeProps['user'] }) {
  return (
    <Card withBorder>
      <Title order={3} size="h4">
        {user.name}님, 안녕하세요
      </Title>
      <Text size="sm" c="dimmed">
        {user.email} · {LEVEL_LABELS[user.level as Level] ?? `레벨 ${user.level}`} (레벨 {user.level})
      </Text>
    </Card>
  );
}

/** The greeting with what this level may use; without a level yet, what to do about it. */
export function DashboardWelcome({ user, groups }: WelcomeProps) {
  return (
    <Stack>
      <DashboardGreeting user={user} />
      {user.level === LEVEL.none ? (
        <Alert color="yellow" title="권한 대기 중">
          아직 권한이 부여되지 않았습니다. 마스터가 레벨을 올려 주어야 업무 메뉴와 작업 대시보드가 나타납니다. 마스터에게 권한을 요청하세요.
        </Alert>
      ) : (
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            사용할 수 있는 메뉴
          </Title>
          {groups.map((g) => (
            <div key={g.label}>
              <Text fw={600} size="sm" mt="xs">
                {g.label}
              </Text>
              <List size="sm">
                {g.items.map((i) => (
                  <List.Item key={i}>{i}</List.Item>
                ))}
              </List>
            </div>
          ))}
        </Card>
      )}
    </Stack>
  );
}
