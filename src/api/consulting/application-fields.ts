/**
 * What the consulting application form needs of the contract without zod (issue 13 point 4): the limits, the
 * grades, the mobile-number rule and the messages. applications.ts (the contract) re-exports them and builds its
 * schemas from them.
 */

/** Limits of what an application and its handling carry. */
export const APPLICATION_LIMITS = { name: 50, school: 100, phone: 20, note: 2000, reportText: 5000, reason: 1000 } as const;

/** The grades an application may be for: 고1 to 고3. */
export const APPLICATION_GRADES = [1, 2, 3] as const;

/**
 * A Korean mobile number (010, or the old 011/016/017/018/019 numbers), written with or without hyphens, spaces
 * or dots: its canonical form `010-1234-5678`, or null when it is not one. The server checks `phone` with this
 * (400 naming body.phone) and stores the canonical form; the form checks the same before sending.
 */
export function normalizeMobile(text: string): string | null {
  const digits = text.replace(/[\s.\-()]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const m = /^(010)(\d{4})(\d{4})$/.exec(digits) ?? /^(01[16789])(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Messages of the application form and its call, in one place. */
export const APPLICATION_MESSAGES = {
  service: '신청할 서비스를 고르세요.',
  serviceUnavailable: '지금은 신청할 수 없는 서비스입니다. 목록에서 다시 고르세요.',
  studentName: '학생 이름을 입력하세요.',
  schoolName: '학교 이름을 입력하세요.',
  grade: '학년은 1~3학년 중에서 고르세요.',
  phone: '연락처를 입력하세요.',
  phoneFormat: '휴대전화 번호 형식이 아닙니다. 예: 010-1234-5678',
  email: '이메일 형식이 아닙니다. 예: student@example.com',
  privacy: '개인정보 수집·이용에 동의해야 신청할 수 있습니다.',
  marketing: '마케팅 정보 수신 동의 여부가 올바르지 않습니다.',
} as const;
