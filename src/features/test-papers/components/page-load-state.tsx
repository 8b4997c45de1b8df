/** What the viewer shows while a file loads, or why it could not (with a retry when one can help). */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

export function PageLoadState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (!error) {
    return (
      <Center style={{ margin: 'auto' }}>
        <Stack align="center" gap={4}>
          <Loader size="sm" aria-label="시험지를 불러오는 중" />
          <Text size="sm" c="dimmed">
            시험지를 불러오는 중입니다…
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Alert color="red" title="파일을 열지 못했습니다" role="alert" style={{ margin: 'auto' }}>
      <Stack gap="xs">
        <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry} w="fit-content">
            다시 불러오기
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
