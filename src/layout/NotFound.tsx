/** The 404 page for unknown paths. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Center mih="70vh">
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text>요청하신 페이지를 찾을 수 없습니다.</Text>
        <Text size="sm" c="dimmed">
          주소가 바뀌었거나 삭제된 페이지입니다.
        </Text>
        <Button component={Link} {...{ to: '/' }}>
          홈으로
        </Button>
      </Stack>
    </Center>
  );
}
