/**
 * consulting/event/page: the consulting event's landing page, shown without the site header (a link from ads
 * and messages lands here). It says what the consulting gives, the four steps, and the services offered now with
 * their prices (a free one is announced first), each linking to /consulting/apply with that service picked.
 */
import { Anchor, Badge, Box, Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useConsultingServices } from '../api/get-consulting-services';
import { formatWon } from '../applications.format';

const STEPS = [
  { title: '지원 목록 담기', body: '입시 컨설팅 화면에서 관심 있는 대학·학과를 가·나·다군별로 담습니다.' },
  { title: '모의고사 성적 입력', body: '점수나 문항별 답안을 입력하면 단원별로 강점과 약점을 분석합니다.' },
  { title: '컨설팅 신청', body: '원하는 서비스를 고르고 학생 정보와 연락처를 남깁니다.' },
  { title: '보고서 받기', body: '컨설턴트가 검토한 보고서를 웹에서 보고 PDF로 내려받습니다.' },
];

export function ConsultingEvent() {
  const services = useConsultingServices();
  const free = services.data?.find((s) => s.price === 0);
  return (
    <Box mih="100vh" bg="gray.0">
      <Box bg="indigo.7" c="white" py={{ base: 40, sm: 64 }}>
        <Container size="md">
          <Stack gap="md">
            <Text fw={700} size="sm" c="indigo.1">
              에듀플랫폼 입시 컨설팅
            </Text>
            <Title order={1} size="h1" style={{ wordBreak: 'keep-all' }}>
              내 성적으로 갈 수 있는 대학, 컨설턴트와 함께 찾으세요
            </Title>
            <Text size="lg" c="indigo.0" style={{ wordBreak: 'keep-all' }}>
              담아 둔 지원 목록과 모의고사 성적으로 가·나·다군 전략을 세우고, 틀린 문항을 단원별로 분석해 무엇을 보완할지 알려 드립니다.
            </Text>
            {free && (
              <Badge size="lg" color="yellow" c="dark" variant="filled" w="fit-content">
                {free.name} 무료
              </Badge>
            )}
            <Group gap="sm">
              <Button size="lg" color="yellow" c="dark" renderRoot={(props) => <Link {...props} to="/consulting/apply" />}>
                컨설팅 신청하기
              </Button>
              <Button size="lg" variant="white" renderRoot={(props) => <Link {...props} to="/consulting/main" />}>
                대학·학과 찾아보기
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="md" py="xl">
        <Stack gap="xl">
          <section aria-labelledby="event-steps">
            <Title order={2} size="h3" id="event-steps" mb="md">
              이렇게 진행됩니다
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {STEPS.map((step, i) => (
                <Paper key={step.title} withBorder p="md" radius="md">
                  <Group gap="xs" mb={6} wrap="nowrap">
                    <ThemeIcon radius="xl" size="md" variant="light">
                      {i + 1}
                    </ThemeIcon>
                    <Text fw={600}>{step.title}</Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ wordBreak: 'keep-all' }}>
                    {step.body}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="event-services">
            <Title order={2} size="h3" id="event-services" mb="md">
              컨설팅 서비스
            </Title>
            {services.isPending ? (
              <Center py="lg">
                <Loader aria-label="서비스를 불러오는 중" />
              </Center>
            ) : services.isError ? (
              <Text c="dimmed">서비스 목록을 불러오지 못했습니다. 컨설팅 신청 화면에서 확인해 주세요.</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: services.data.length > 2 ? 3 : services.data.length }} spacing="sm">
                {services.data.map((s) => (
                  <Paper key={s.id} withBorder p="md" radius="md" style={{ display: 'flex', flexDirection: 'column' }}>
                    <Stack gap="xs" style={{ flex: 1 }}>
                      <Text fw={700} size="lg">
                        {s.name}
                      </Text>
                      <Text fw={700} c={s.price > 0 ? 'indigo' : 'teal'} size="xl">
                        {formatWon(s.price)}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ flex: 1, wordBreak: 'keep-all' }}>
                        {s.description}
                      </Text>
                      <Button variant="light" fullWidth renderRoot={(props) => <Link {...props} to="/consulting/apply" search={{ service: s.id }} />}>
                        이 서비스 신청하기
                      </Button>
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            )}
          </section>

          <Group gap="md" justify="center">
            <Anchor size="sm" c="dimmed" renderRoot={(props) => <Link {...props} to="/" />}>
              에듀플랫폼 홈
            </Anchor>
            <Anchor size="sm" c="dimmed" renderRoot={(props) => <Link {...props} to="/consulting/apply/privacy-policy" />}>
              개인정보 수집·이용 안내
            </Anchor>
            <Anchor size="sm" c="dimmed" renderRoot={(props) => <Link {...props} to="/terms-of-service" />}>
              이용약관
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
