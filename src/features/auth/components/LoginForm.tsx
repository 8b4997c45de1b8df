/** Email and password sign-in for either realm; errors shown in the form. */
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Realm } from '../../../api/http';
import { useSessionApi } from '../hooks/session';
import type { FieldErrors } from '../../../components/form/form-errors';

/**
 * The contract's sign-in schema and the form helpers, loaded on the first submit: zod and the client are not part of
 * the sign-in pages' first load (issue 13 point 4). Signing in loads them anyway.
 */
const loadChecks = () => Promise.all([import('../../../api/auth'), import('../../../components/form/form-errors')]);

export function LoginForm({ realm, onSignedIn }: { realm: Realm; onSignedIn: () => void }) {
  const { signIn } = useSessionApi();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    setPending(true);
    let checks: Awaited<ReturnType<typeof loadChecks>>;
    try {
      checks = await loadChecks();
    } catch {
      setMessage('서버에 연결할 수 없습니다. 네트워크를 확인하세요.');
      setPending(false);
      return;
    }
    const [{ LoginBodySchema }, { serverError, validate }] = checks;
    const invalid = validate(LoginBodySchema, { email, password });
    setErrors(invalid ?? {});
    if (invalid) {
      setPending(false);
      return;
    }
    try {
      await signIn(realm, email, password);
      onSignedIn();
    } catch (error) {
      setMessage(serverError(error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <TextInput label="이메일" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} required autoFocus />
        <PasswordInput label="비밀번호" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} required />
        <Button type="submit" loading={pending} fullWidth>
          로그인
        </Button>
      </Stack>
    </form>
  );
}
