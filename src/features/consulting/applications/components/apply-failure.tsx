/**
 * /consulting/apply/failure: why an application did not go through and how to go on. Kept apart from the done page
 * (apply-result.tsx), which fetches the application: this page needs nothing but itself (issue 13 point 4).
 */
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ApplyFailureReason } from '../apply-failure.search';

const FAILURE_TEXT: Record<string, { title: string; body: string }> = {
  duplicate: {
    title: '이미 신청한 서비스입니다',
    body: '같은 서비스의 신청이 아직 진행 중입니다. ‘내 신청 내역’에서 진행 상황을 확인해 주세요. 진행 중인 신청이 끝나면 다시 신청할 수 있습니다.',
  },
  error: {
    title: '신청을 접수하지 못했습니다',
    body: '일시적인 문제로 신청이 저장되지 않았습니다. 잠시 후 다시 시도해 주세요. 작성하신 내용은 이 창에 남아 있어, 다시 신청하기를 누르면 그대로 채워집니다.',
  },
};

/** The heading of an application's result: a round mark and the title (the done page uses it too). */
export function ResultHeading({ color, mark, title }: { color: string; mark: string; title: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon color={color} size="lg" radius="xl" aria-hidden>
        {mark}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
    </Group>
  );
}

export function ApplyFailure({ reason }: { reason: ApplyFailureReason | undefined }) {
  const text = FAILURE_TEXT[reason ?? ''] ?? FAILURE_TEXT.error;
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="md">
        <ResultHeading color="red" mark="!" title={text.title} />
        <Text size="sm">{text.body}</Text>
        <Group gap="sm">
          <Button renderRoot={(props) => <Link {...props} to="/consulting/apply" />}>다시 신청하기</Button>
          <Button variant="default" renderRoot={(props) => <Link {...props} to="/consulting/apply" hash="mine" />}>
            내 신청 내역 보기
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
