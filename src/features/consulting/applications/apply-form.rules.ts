/**
 * The public application form's checks (issue 10 point 7): the call's body made from the typed values, and the
 * Korean message of each wrong field, checked with the call's own schema and the contract's mobile-number rule
 * (the server checks the same). The form loads this module (zod, the contract) when it is first sent (issue 13
 * point 4); the values themselves are in apply-form.values.ts.
 */
import { APPLICATION_MESSAGES, ApplicationBodySchema, normalizeMobile, type ApplicationBody } from '../../../api/consulting/applications';
import type { ApplyErrors, ApplyField, ApplyValues } from './apply-form.values';

/** The values, the draft and the message helper are zod-free (apply-form.values.ts); re-exported here. */
export * from './apply-form.values';

/** The call's body of the values (the phone in its canonical form when it is one), or the message of each wrong field. */
export function toApplicationBody(v: ApplyValues): { body: ApplicationBody } | { errors: ApplyErrors } {
  const phone = normalizeMobile(v.phone);
  const candidate = {
    service_id: v.service_id ?? undefined,
    student_name: v.student_name,
    school_name: v.school_name,
    grade: v.grade === '' ? undefined : Number(v.grade),
    phone: phone ?? v.phone,
    email: v.email.trim() === '' ? undefined : v.email.trim(),
    privacy_agreed: v.privacy_agreed,
    marketing_agreed: v.marketing_agreed,
  };
  const errors: ApplyErrors = {};
  const parsed = ApplicationBodySchema.safeParse(candidate);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0]) as ApplyField] ??= issue.message;
  if (!errors.phone && phone === null) errors.phone = APPLICATION_MESSAGES.phoneFormat;
  return Object.keys(errors).length ? { errors } : { body: candidate as ApplicationBody };
}
