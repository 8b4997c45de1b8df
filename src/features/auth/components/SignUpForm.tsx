/** Sign-up for staff (register: level 0 until a master raises it) or customers (student or parent). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { RegisterBodySchema, UserCreateBodySchema } from '../../../api/auth';
import type { Realm } from '../../../api/http';
import { useCustomerSignUp, useStaffSignUp } from '../api/auth-calls';
import { serverError, validate, type FieldErrors } from '../../../components/form/form-errors';

export function SignUpForm({ realm, onDone }: { realm: Realm; onDone: () => void }) {
  const [values, setValues] = useState({ displayName: '', email: '', password: '', confirm: '', type: 'student' as 'student' | 'parent' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const staff = useStaffSignUp();
  const customer = useCustomerSignUp();
  const mutation = realm === 'staff' ? staff : customer;
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { confirm, type, ...body } = values;
    const invalid = realm === 'staff' ? validate(RegisterBodySchema, body) : validate(UserCreateBodySchema, { ...body, type });
    const next = { ...(invalid ?? {}) };
    if (confirm !== values.password) next.confirm = '비밀번호가 일치하지 않습니다.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      if (realm === 'staff') await staff.mutateAsync(body);
      else await customer.mutateAsync({ ...body, type });
      onDone();
    } catch (error) {
      const e = serverError(error);
      if (e.field) setErrors({ [e.field]: e.message });
    }
  }

  const failure = mutation.isError && !serverError(mutation.error).field ? serverError(mutation.error).message : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {realm === 'customer' && (
          <SegmentedControl
            aria-label="회원 유형"
            value={values.type}
            onChange={set('type')}
            data={[
              { value: 'student', label: '학생' },
              { value: 'parent', label: '학부모' },
            ]}
          />
        )}
        <TextInput label="이름" autoComplete="name" value={values.displayName} onChange={(e) => set('displayName')(e.currentTarget.value)} error={errors.displayName} required />
        <TextInput label="이메일" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.currentTarget.value)} error={errors.email} required />
        <PasswordInput label="비밀번호" description="8자 이상, 영문자와 숫자 포함" autoComplete="new-password" value={values.password} onChange={(e) => set('password')(e.currentTarget.value)} error={errors.password} required />
        <PasswordInput label="비밀번호 확인" autoComplete="new-password" value={values.confirm} onChange={(e) => set('confirm')(e.currentTarget.value)} error={errors.confirm} required />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          가입하기
        </Button>
      </Stack>
    </form>
  );
}
