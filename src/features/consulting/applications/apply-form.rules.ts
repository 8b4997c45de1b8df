/**
 * The public application form's values and checks (issue 10 point 7): the typed values, the call's body made
 * from them, and the Korean message of each wrong field, checked with the call's own schema and the contract's
 * mobile-number rule (the server checks the same). A draft is kept for the same browser tab while a failed
 * application is retried, and removed once an application went through.
 */
import { APPLICATION_MESSAGES, ApplicationBodySchema, normalizeMobile, type ApplicationBody } from '../../../api/consulting/applications';

/** What the person has typed and ticked. */
export interface ApplyValues {
  service_id: number | null;
  student_name: string;
  school_name: string;
  /** '1', '2' or '3'; '' until picked. */
  grade: string;
  phone: string;
  email: string;
  privacy_agreed: boolean;
  marketing_agreed: boolean;
}
export type ApplyField = keyof ApplyValues;
export type ApplyErrors = Partial<Record<ApplyField, string>>;

export const EMPTY_APPLY: ApplyValues = { service_id: null, student_name: '', school_name: '', grade: '', phone: '', email: '', privacy_agreed: false, marketing_agreed: false };

/** Whether anything was typed or ticked (leaving then asks first). */
export const isFilled = (v: ApplyValues): boolean => [v.student_name, v.school_name, v.phone, v.email].some((s) => s.trim() !== '') || v.privacy_agreed || v.marketing_agreed;

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

/** A server message without the field name it starts with (`body.phone: ...`). */
export const withoutFieldName = (message: string): string => message.replace(/^body\.\w+:\s*/, '');

const DRAFT_KEY = 'consulting-apply-draft';

/** Keeps the values for this tab (a failed application is retried from the failure page). */
export function stashDraft(v: ApplyValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(v));
  } catch {
    // storage full or blocked: the draft is simply not kept
  }
}

/** The kept values, once (they are removed when read), or null. */
export function takeDraft(): ApplyValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<ApplyValues>;
    return { ...EMPTY_APPLY, ...v };
  } catch {
    return null;
  }
}
