/**
 * How the consulting pages write a grade, a price and a time, apart from applications.rules.ts (which reads the
 * contract's exam and search lists) so that the public pages (/consulting/apply, its done page, the event page)
 * load no contract for them (issue 13 point 4).
 */

/** The Korean name of a grade of an application (1 -> 고1). */
export const gradeLabel = (grade: number): string => `고${grade}`;

/** A price in won as shown to people: '무료' or '150,000원'. */
export const formatWon = (price: number): string => (price > 0 ? `${price.toLocaleString('ko-KR')}원` : '무료');

/** A time of the wire (ISO 8601) as Korean date and time, or as given when it is not a date. */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** A time of the wire as a Korean date only (the list's column), or as given when it is not a date. */
export function formatDate(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
}
