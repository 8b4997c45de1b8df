/** "Forgot password": asks for the e-mail and sends a one-time reset link. */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PasswordFindBodySchema } from '../../../api/auth';
import type { Realm } from '../../../api/http';
import { AUTH_MESSAGES } from '../auth.rules';
import { usePasswordFind } from '../api/auth-calls';
import { serverError, validate } from '../../../components/form/form-errors';

export function PasswordFindModal({ realm, opened, onClose }: { realm: Realm; opened: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const find = usePasswordFind();

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validate(PasswordFindBodySchema, { email });
    setError(invalid?.email);
    if (!invalid) find.mutate({ email, realm });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="비밀번호 찾기" centered>
      {find.isSuccess ? (
        <Stack>
          <Alert color="teal" role="status">
            {AUTH_MESSAGES.resetSent}
          </Alert>
          <Button onClick={onClose}>닫기</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">가입한 이메일을 입력하면 비밀번호 재설정 링크를 보내 드립니다.</Text>
            {find.isError && <Alert color="red">{serverError(find.error).message}</Alert>}
            <TextInput label="이메일" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} autoFocus />
            <Button type="submit" loading={find.isPending}>
              재설정 링크 받기
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
