/** Sets a new password with the one-time token from the e-mailed link. */
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { NewPasswordSchema } from '../../../api/auth';
import { usePasswordReset } from '../api/auth-calls';
import { serverError } from '../../../components/form/form-errors';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const reset = usePasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = NewPasswordSchema.safeParse(password);
    const next = { password: parsed.success ? undefined : parsed.error.issues[0].message, confirm: confirm === password ? undefined : '비밀번호가 일치하지 않습니다.' };
    setErrors(next);
    if (!next.password && !next.confirm) reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
    return (
      <Stack>
        <Alert color="teal" role="status">
          새 비밀번호가 설정되었습니다. 새 비밀번호로 로그인하세요.
        </Alert>
        <Button onClick={onDone}>로그인하러 가기</Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {reset.isError && (
          <Alert color="red" role="alert">
            {serverError(reset.error).message}
          </Alert>
        )}
        <PasswordInput label="새 비밀번호" description="8자 이상, 영문자와 숫자 포함" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} autoFocus />
        <PasswordInput label="새 비밀번호 확인" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} error={errors.confirm} />
        <Button type="submit" loading={reset.isPending}>
          비밀번호 변경
        </Button>
      </Stack>
    </form>
  );
}
