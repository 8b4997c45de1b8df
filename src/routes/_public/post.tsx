/**
 * /post: a signed-in customer (student or parent) uploads a school exam paper and follows what happens to the
 * papers they uploaded (issue 12, point 2). Anyone else is told why and where to sign in; a customer whose e-mail
 * address is not confirmed yet sees the confirmation notice in place of the upload form (README "Sign-in").
 */
import { lazy, Suspense } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useSession } from '../../features/auth/hooks/session';
import { useIsMobile } from '../../layout/breakpoints';
import { PublicPage } from '../../layout/PublicPage';

// Only a customer whose e-mail address is not confirmed yet sees (and loads) the notice.
const EmailConfirmNotice = lazy(() => import('../../features/auth/components/EmailConfirmNotice').then((m) => ({ default: m.EmailConfirmNotice })));

// Issue 13 point 4: the upload form and the list load only for a signed-in customer.
const TestPaperUploadForm = lazy(() => import('../../features/test-papers/components/customer/test-paper-upload-form').then((m) => ({ default: m.TestPaperUploadForm })));
const MyTestPapers = lazy(() => import('../../features/test-papers/components/customer/my-test-papers').then((m) => ({ default: m.MyTestPapers })));

const TITLE = '시험지 올리기';
const PURPOSE = '학교 내신 시험지를 올리고, 올린 시험지의 검토 결과를 확인합니다.';

function SignInNotice({ staff }: { staff: boolean }) {
  return (
    <Alert color="indigo" title="학생·학부모 계정으로 로그인하세요" maw={560}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {staff
            ? '지금은 직원 계정으로 로그인되어 있습니다. 시험지는 학생·학부모 계정으로 올릴 수 있습니다.'
            : '시험지를 올리고 검토 결과를 받으려면 로그인이 필요합니다. 계정이 없으면 로그인 화면에서 가입할 수 있습니다.'}
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: '/post' }} />}>
          로그인하러 가기
        </Button>
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

function PostPage() {
  const { status, restoring, user } = useSession();
  const mobile = useIsMobile();
  return (
    <PublicPage title={TITLE} purpose={PURPOSE}>
      {restoring ? (
        <Loading />
      ) : status === 'customer' ? (
        <Suspense fallback={<Loading />}>
          <Stack gap="xl" data-layout={mobile ? 'mobile' : 'desktop'}>
            {user?.email_confirmed ? <TestPaperUploadForm mobile={mobile} /> : <EmailConfirmNotice what="시험지 올리기" />}
            <MyTestPapers mobile={mobile} />
          </Stack>
        </Suspense>
      ) : (
        <SignInNotice staff={status === 'admin'} />
      )}
    </PublicPage>
  );
}

export const Route = createFileRoute('/_public/post')({ component: PostPage });
