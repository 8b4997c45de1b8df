/**
 * What someone without a chosen list sees in its place: staff are told the list is a customer's, everyone else
 * is asked to sign in with a link back to this page (`/login?redirect=...`, its filters kept when short enough).
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { loginRedirect } from '../choices.rules';

/** The sign-in link's target: this page and its search. */
function useLoginRedirect(): string {
  return useRouterState({ select: (s) => loginRedirect(s.location.pathname, s.location.searchStr) });
}

/** The "sign in" button alone (for the compact prompt of the search result). */
export function ChoicesSignInButton({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const redirect = useLoginRedirect();
  return (
    <Button size={size} variant="light" renderRoot={(props) => <Link {...props} to="/login" search={{ redirect }} />}>
      로그인
    </Button>
  );
}

/** The full notice (in the drawer and the list's tab). */
export function ChoicesSignIn({ staff }: { staff: boolean }) {
  const redirect = useLoginRedirect();
  return (
    <Alert color="indigo" title="학생·학부모 계정으로 로그인하세요">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {staff
            ? '지금은 직원 계정으로 로그인되어 있습니다. 지원 목록은 학생·학부모 계정으로 만들 수 있습니다.'
            : '로그인하면 검색한 학과를 가·나·다군 지원 목록에 담고, 자세히 보고, 나란히 비교할 수 있습니다. 담은 목록은 계정에 저장됩니다.'}
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect }} />}>로그인하러 가기</Button>
      </Stack>
    </Alert>
  );
}
