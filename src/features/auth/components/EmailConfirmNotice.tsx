/**
 * What a customer whose e-mail address is not confirmed sees where buying or uploading would be (README "Sign-in"):
 * why, the address the link went to, 「확인 메일 다시 보내기」 (a new link; the old ones stop working) and 「확인했어요」
 * (reads the account again, e.g. after confirming in another tab). The routes show it instead of letting a submit
 * fail with 403. Sent through the zod-free client, like the public pages it sits on.
 */
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../api/client-core';
import { send } from '../../../api/fetch-call';
import { authRoutes } from '../../../api/public-calls';
import { useSession, useSessionApi } from '../hooks/session';

export interface EmailConfirmNoticeProps {
  /** What waits for the confirmation, e.g. '결제', '시험지 올리기'. */
  what: string;
}

export function EmailConfirmNotice({ what }: EmailConfirmNoticeProps) {
  const { user } = useSession();
  const { refresh } = useSessionApi();
  const [state, setState] = useState<{ busy: 'send' | 'check' | null; message: { ok: boolean; text: string } | null }>({ busy: null, message: null });

  const resend = async () => {
    setState({ busy: 'send', message: null });
    try {
      await send('customer', authRoutes.emailConfirmResend, {}, { notify: false });
      setState({ busy: null, message: { ok: true, text: `${user?.email ?? '가입한 주소'}로 새 확인 메일을 보냈습니다. 메일의 링크를 여세요(이전 링크는 더 쓸 수 없습니다).` } });
    } catch (error) {
      // Already confirmed (409): read the account again, which removes this notice.
      if (error instanceof ApiError && error.code === 'CONFLICT') await refresh().catch(() => undefined);
      setState({ busy: null, message: { ok: false, text: error instanceof Error ? error.message : '메일을 보내지 못했습니다.' } });
    }
  };
  const check = async () => {
    setState({ busy: 'check', message: null });
    await refresh().catch(() => undefined);
    setState({ busy: null, message: { ok: false, text: '아직 확인되지 않았습니다. 메일의 링크를 연 뒤 다시 누르세요.' } });
  };

  return (
    <Alert color="yellow" title="이메일 주소를 확인해 주세요" role="region" aria-label="이메일 주소 확인 안내">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {what}은(는) 이메일 주소를 확인한 뒤 이용할 수 있습니다. 가입할 때 {user?.email ?? '가입한 주소'}로 보낸 메일의 확인 링크를 여세요.
        </Text>
        {state.message && (
          <Text size="sm" c={state.message.ok ? 'teal' : 'red'} role={state.message.ok ? 'status' : 'alert'}>
            {state.message.text}
          </Text>
        )}
        <Group gap="xs">
          <Button onClick={() => void resend()} loading={state.busy === 'send'} disabled={state.busy !== null}>
            확인 메일 다시 보내기
          </Button>
          <Button variant="default" onClick={() => void check()} loading={state.busy === 'check'} disabled={state.busy !== null}>
            확인했어요
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
