/**
 * /consulting/exams: "내 모의고사" (issue 10 point 5). A signed-in student or parent enters their mock-exam
 * scores, grades a mock exam of the question bank from their answers, and sees the results per question and
 * by unit and type. Anyone else is told why and where to sign in (back here afterwards).
 */
import { lazy, Suspense } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useSession } from '../../../features/auth/hooks/session';
import { useIsMobile } from '../../../layout/breakpoints';
import { PublicPage } from '../../../layout/PublicPage';

// Issue 13 point 4: the scores screen (with its charts) loads only for a signed-in customer.
const MyExamsScreen = lazy(() => import('../../../features/consulting/exams/components/my-exams-screen').then((m) => ({ default: m.MyExamsScreen })));

const PATH = '/consulting/exams';
const TITLE = '내 모의고사';
const PURPOSE = '모의고사 성적을 입력하고, 문제은행에 있는 시험은 답을 입력해 채점한 뒤 단원·유형별로 어디서 점수를 잃었는지 봅니다.';

function SignInNotice({ staff }: { staff: boolean }) {
  return (
    <Alert color="indigo" title="학생·학부모 계정으로 로그인하세요" maw={560}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {staff ? '지금은 직원 계정으로 로그인되어 있습니다. 모의고사 성적은 학생·학부모 계정으로 입력합니다.' : '모의고사 성적을 저장하고 분석하려면 로그인이 필요합니다. 계정이 없으면 로그인 화면에서 가입할 수 있습니다.'}
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: PATH }} />}>로그인하러 가기</Button>
      </Stack>
    </Alert>
  );
}

function Loading() {
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="불러오는 중" />
    </Center>
  );
}

function ConsultingExamsPage() {
  const { status, user, restoring } = useSession();
  const mobile = useIsMobile();
  return (
    <PublicPage title={TITLE} purpose={PURPOSE}>
      {restoring ? (
        <Loading />
      ) : status === 'customer' && user ? (
        <Suspense fallback={<Loading />}>
          <MyExamsScreen userId={user.uid} mobile={mobile} />
        </Suspense>
      ) : (
        <SignInNotice staff={status === 'admin'} />
      )}
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/consulting/exams')({ component: ConsultingExamsPage });
