/**
 * The page of the e-mailed confirmation link (/confirm-email): confirms the address once on opening, then says so;
 * a signed-in customer's session reads the account again, so buying and uploading open at once. A link that is
 * unknown, expired or used says how to get a new one (「확인 메일 다시 보내기」, shown here to a signed-in customer).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { send } from '../../../api/fetch-call';
import { authRoutes } from '../../../api/public-calls';
import { useSession, useSessionApi } from '../hooks/session';
import { EmailConfirmNotice } from './EmailConfirmNotice';

type Outcome = { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function ConfirmEmailPanel({ token, onContinue }: { token: string; onContinue: (signedIn: boolean) => void }) {
  const { status, restoring, user } = useSession();
  const { refresh } = useSessionApi();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'sending' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per opening: the token is spent by the first call.
    if (sent.current) return;
    sent.current = true;
    send('customer', authRoutes.emailConfirm, { body: { token } }, { auth: false, notify: false }).then(
      () => setOutcome({ kind: 'done' }),
      (error: unknown) => setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : '확인하지 못했습니다.' }),
    );
  }, [token]);

  // A signed-in customer's session learns of the confirmation (once it is restored).
  const customer = status === 'customer';
  useEffect(() => {
    if (outcome.kind === 'done' && customer && user && !user.email_confirmed) void refresh().catch(() => undefined);
  }, [outcome.kind, customer, user, refresh]);

  if (outcome.kind === 'sending' || restoring) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="확인하는 중" />
      </Center>
    );
  }
  if (outcome.kind === 'done') {
    return (
      <Stack>
        <Alert color="teal" role="status">
          이메일 주소가 확인되었습니다. 이제 결제와 시험지 올리기를 이용할 수 있습니다.
        </Alert>
        <Button onClick={() => onContinue(customer)}>{customer ? '계속하기' : '로그인하러 가기'}</Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Alert color="red" role="alert">
        {outcome.message}
      </Alert>
      {customer && user && !user.email_confirmed ? (
        <EmailConfirmNotice what="결제와 시험지 올리기" />
      ) : (
        <Button variant="default" onClick={() => onContinue(customer)}>
          {customer ? '계속하기' : '로그인하러 가기'}
        </Button>
      )}
    </Stack>
  );
}
