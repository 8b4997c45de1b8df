/**
 * The KASI special-day service (공공데이터포털 한국천문연구원 특일 정보, spec section 9: result code '00' means
 * success; issue 8, point 5) as a client: one month's holidays from `getRestDeInfo`, merged into the offline
 * table (src/features/staff/holidays.rules.ts) so that temporary holidays and election days declared late
 * appear. Without HOLIDAY_API_KEY, or when the service is slow, down or answers anything but '00', the offline
 * table alone is used. Answers are kept in memory per year and month: a success for 12 hours, a failure for a
 * minute (a dead service is not asked on every page view, nor slows each one by its timeout).
 */
import { z } from 'zod';
import type { Holiday } from '../../../src/api/staff/calendar';
import { mergeHolidays, monthHolidaysOffline, type KasiDay } from '../../../src/features/staff/holidays.rules';
import type { Env } from '../../core/env';

/** How long one request may take. */
export const KASI_TIMEOUT_MS = 1500;
const SUCCESS_TTL_MS = 12 * 60 * 60_000;
const FAILURE_TTL_MS = 60_000;
/** Most months remembered (a year range of 2000-2100 is 1,212 months per key). */
const CACHE_LIMIT = 2000;

const ItemSchema = z.object({ dateName: z.string(), isHoliday: z.string(), locdate: z.union([z.number(), z.string()]) });
/** KASI's JSON: `items` is '' when there are none, one object for one day, an array for more. */
const ReplySchema = z.object({
  response: z.object({
    header: z.object({ resultCode: z.string(), resultMsg: z.string().optional() }),
    body: z.object({ items: z.union([z.literal(''), z.object({ item: z.union([ItemSchema, z.array(ItemSchema)]) })]).optional() }).optional(),
  }),
});

/** The service's answer for a month, or null when it failed. */
type Answer = KasiDay[] | null;
const cache = new Map<string, { expires: number; answer: Promise<Answer> }>();

/** Forgets every remembered answer (tests). */
export function clearHolidayCache(): void {
  cache.clear();
}

/** A key given already URL-encoded (data.go.kr's "Encoding" key) is sent as is; a decoded one is encoded. */
const encodeKey = (key: string) => (/%[0-9A-Fa-f]{2}/.test(key) ? key : encodeURIComponent(key));

/** Asks KASI for one month; null on any failure (network, timeout, HTTP status, not JSON, result code other than '00'). */
async function askKasi(baseUrl: string, key: string, year: number, month: number): Promise<Answer> {
  const url = `${baseUrl.replace(/\/$/, '')}/getRestDeInfo?solYear=${year}&solMonth=${String(month).padStart(2, '0')}&ServiceKey=${encodeKey(key)}&_type=json&numOfRows=50`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(KASI_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = ReplySchema.safeParse(await response.json());
    if (!parsed.success || parsed.data.response.header.resultCode !== '00') return null;
    const items = parsed.data.response.body?.items;
    if (!items) return [];
    return Array.isArray(items.item) ? items.item : [items.item];
  } catch {
    return null;
  }
}

/** The remembered (or in-flight) answer for a month, asking when there is none or it has expired. */
function answerFor(env: Pick<Env, 'HOLIDAY_API_KEY' | 'HOLIDAY_API_URL'>, key: string, year: number, month: number): Promise<Answer> {
  const cacheKey = `${env.HOLIDAY_API_URL}|${key}|${year}-${month}`;
  const now = Date.now();
  const hit = cache.get(cacheKey);
  if (hit && hit.expires > now) return hit.answer;
  if (cache.size >= CACHE_LIMIT) for (const [k, v] of cache) if (v.expires <= now) cache.delete(k);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const entry = { expires: now + FAILURE_TTL_MS, answer: askKasi(env.HOLIDAY_API_URL, key, year, month) };
  cache.set(cacheKey, entry);
  void entry.answer.then((answer) => {
    if (answer) entry.expires = Date.now() + SUCCESS_TTL_MS;
  });
  return entry.answer;
}

/**
 * One month's holidays: the offline table, merged with KASI's answer when HOLIDAY_API_KEY is set and the service
 * answered ('kasi'), else the offline table alone ('offline').
 */
export async function monthHolidays(env: Pick<Env, 'HOLIDAY_API_KEY' | 'HOLIDAY_API_URL'>, year: number, month: number): Promise<{ holidays: Holiday[]; service: 'kasi' | 'offline' }> {
  const offline = monthHolidaysOffline(year, month);
  if (!env.HOLIDAY_API_KEY) return { holidays: offline, service: 'offline' };
  const answer = await answerFor(env, env.HOLIDAY_API_KEY, year, month);
  return answer ? { holidays: mergeHolidays(offline, answer), service: 'kasi' } : { holidays: offline, service: 'offline' };
}
