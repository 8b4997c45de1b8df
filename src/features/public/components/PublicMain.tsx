/** The public main page's content: what the site offers, shared by / and /mobile/main (the app's web view). */
import { Link } from '@tanstack/react-router';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const OFFERS = [
  { title: '입시 컨설팅', text: '지역·계열별로 4년제 대학과 학과를 찾고, 가·나·다군 지원 대학을 한눈에 정리합니다.', to: '/consulting/main' },
  { title: '학부모 서비스', text: '자녀의 학습 현황과 상담 내역을 확인하고 필요한 때 상담을 신청합니다.', to: '/parents/intro' },
  { title: '이용 가이드', text: '회원가입부터 컨설팅 신청, 결제, 시험지 업로드까지 차례로 안내합니다.', to: '/guide' },
];

/** The public main page. */
export function PublicMain() {
  return (
    <Stack gap="xl">
      <Stack gap="sm" py="xl">
        <Title order={1}>데이터로 준비하는 대학 입시</Title>
        <Text size="lg" c="dimmed" maw={640}>
          에듀플랫폼은 모의고사 성적과 전국 대학·학과 정보를 바탕으로 학생과 학부모가 지원 전략을 세우도록 돕습니다.
        </Text>
        <Group>
          <Button component={Link} {...{ to: '/consulting/main' }} size="md">
            컨설팅 시작하기
          </Button>
          <Button component={Link} {...{ to: '/login' }} size="md" variant="default">
            로그인
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {OFFERS.map((o) => (
          <Card key={o.to} withBorder padding="lg" component={Link} {...{ to: o.to }}>
            <Title order={2} size="h4" mb="xs">
              {o.title}
            </Title>
            <Text size="sm" c="dimmed">
              {o.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

