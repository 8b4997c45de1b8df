/**
 * The public application form's values (issue 10 point 7), without zod: the typed values, whether anything was
 * typed, the server message without its field name, and the draft kept for the same browser tab while a failed
 * application is retried (removed once an application went through). The checks with the call's schema are in
 * apply-form.rules.ts, which the form loads when it is first sent (issue 13 point 4).
 */

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
