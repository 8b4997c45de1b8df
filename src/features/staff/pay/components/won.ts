/** Amounts in won, Korean style ("45,000원"). */
const FORMAT = new Intl.NumberFormat('ko-KR');
export const won = (n: number) => `${FORMAT.format(n)}원`;
/** An instant as Seoul date and time ("2026-11-05 14:20"). */
export const seoulDateTime = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().replace('T', ' ').slice(0, 16);
