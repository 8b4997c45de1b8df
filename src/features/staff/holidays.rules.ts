/**
 * Korea's public holidays (공휴일) computed offline for any year (issue 8, point 5), in the browser and on the
 * server alike, from 「관공서의 공휴일에 관한 규정」 and 「공휴일에 관한 법률」:
 * - solar holidays: 신정 1/1, 삼일절 3/1, 어린이날 5/5, 현충일 6/6, 광복절 8/15, 개천절 10/3, 한글날 10/9
 *   (again from 2013), 기독탄신일 12/25; 제헌절 7/17 until 2007 and again from 2026 (the 2026 amendment made
 *   every national day a holiday); 식목일 4/5 until 2005;
 * - lunar holidays through korean-lunar-calendar (KASI's lunar tables): 설날 (the last day of the lunar year,
 *   1/1 and 1/2), 부처님오신날 (4/8), 추석 (8/14-8/16). Beyond the library's range (after 2050) they are left out;
 * - substitute holidays (대체공휴일) by the rule in force on the day: from 2014 설날·추석 on a Sunday or on
 *   another holiday, 어린이날 on a Saturday, Sunday or another holiday; from 2021-08-04 also the national days
 *   (삼일절, 광복절, 개천절, 한글날, and 제헌절 once it is a holiday again); from 2023-05-04 also 부처님오신날 and
 *   기독탄신일. The substitute is the first following weekday that is not a holiday; two holidays on one day
 *   lose one day, so they get one substitute.
 * Election days and temporary holidays (임시공휴일) are declared case by case: they come only from the KASI
 * special-day service, merged in by `mergeHolidays`.
 */
import KoreanLunarCalendar from 'korean-lunar-calendar';
import type { Holiday } from '../../api/staff/calendar';

/** Who gets a substitute holiday, and from when (the regulation's amendments). */
const SUBSTITUTE_RULES = {
  /** 설날·추석 연휴: a Sunday or another holiday (2013-11-05 amendment, in force 2014-01-01). */
  lunarBreak: { since: '2014-01-01', saturday: false },
  /** 어린이날: a Saturday, Sunday or another holiday (same amendment). */
  children: { since: '2014-01-01', saturday: true },
  /** 국경일 that are holidays: a Saturday, Sunday or another holiday (2021-08-04 amendment). */
  national: { since: '2021-08-04', saturday: true },
  /** 부처님오신날 and 기독탄신일 (2023-05-04 amendment). */
  religious: { since: '2023-05-04', saturday: true },
} as const;
type SubstituteRule = keyof typeof SUBSTITUTE_RULES;

/** One holiday of the year before substitutes, with the rule that may give it one. */
interface BaseHoliday {
  date: string;
  name: string;
  rule: SubstituteRule | null;
}

/** The solar holidays, with the years they were holidays (inclusive). */
const SOLAR: Array<{ month: number; day: number; name: string; rule: SubstituteRule | null; years?: (year: number) => boolean }> = [
  { month: 1, day: 1, name: '신정', rule: null },
  { month: 3, day: 1, name: '삼일절', rule: 'national' },
  { month: 4, day: 5, name: '식목일', rule: null, years: (y) => y <= 2005 },
  { month: 5, day: 5, name: '어린이날', rule: 'children' },
  { month: 6, day: 6, name: '현충일', rule: null },
  { month: 7, day: 17, name: '제헌절', rule: 'national', years: (y) => y <= 2007 || y >= 2026 },
  { month: 8, day: 15, name: '광복절', rule: 'national' },
  { month: 10, day: 3, name: '개천절', rule: 'national' },
  { month: 10, day: 9, name: '한글날', rule: 'national', years: (y) => y <= 1990 || y >= 2013 },
  { month: 12, day: 25, name: '기독탄신일', rule: 'religious' },
];

const pad = (n: number) => String(n).padStart(2, '0');
/** A day as a UTC date (calendar arithmetic only: no time zone). */
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
/** YYYY-MM-DD of a UTC date. */
export const dayText = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const parseDay = (text: string) => utc(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10)));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** 0 Sunday ... 6 Saturday. */
export const weekdayOf = (text: string) => parseDay(text).getUTCDay();

/** The solar day of a (non-leap) lunar date, or null outside the lunar tables' range. */
function lunarToSolar(year: number, month: number, day: number): Date | null {
  const calendar = new KoreanLunarCalendar();
  if (!calendar.setLunarDate(year, month, day, false)) return null;
  const solar = calendar.getSolarCalendar();
  return utc(solar.year, solar.month, solar.day);
}

/** A lunar holiday and the days around it (설날: the day before and after; 추석 likewise). */
function lunarBreak(year: number, month: number, day: number, name: string): BaseHoliday[] {
  const main = lunarToSolar(year, month, day);
  if (!main) return [];
  return [-1, 0, 1].map((offset) => ({ date: dayText(addDays(main, offset)), name, rule: 'lunarBreak' as const }));
}

/** The year's holidays before substitutes, in date order (the table's order within a day). */
function baseHolidays(year: number): BaseHoliday[] {
  const solar = SOLAR.filter((h) => !h.years || h.years(year)).map((h) => ({ date: `${year}-${pad(h.month)}-${pad(h.day)}`, name: h.name, rule: h.rule }));
  const buddha = lunarToSolar(year, 4, 8);
  const all = [
    ...solar,
    ...lunarBreak(year, 1, 1, '설날'),
    ...(buddha ? [{ date: dayText(buddha), name: '부처님오신날', rule: 'religious' as const }] : []),
    ...lunarBreak(year, 8, 15, '추석'),
  ];
  return all.filter((h) => h.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

const inForce = (rule: SubstituteRule | null, date: string) => rule !== null && date >= SUBSTITUTE_RULES[rule].since;

/**
 * How many substitute days one day's holidays earn. A Sunday is itself a holiday, so each holiday with a rule in
 * force on a Sunday loses its day; a Saturday is lost by those whose rule counts Saturdays; otherwise one holiday
 * keeps the day (preferably one without a rule, so that the ones with a rule are the ones that lose it) and the
 * others with a rule in force lose it ("겹치는 경우").
 */
function lostDays(date: string, holidays: BaseHoliday[]): number {
  const weekday = weekdayOf(date);
  const eligible = holidays.filter((h) => inForce(h.rule, date));
  if (weekday === 0) return eligible.length;
  const satLost = weekday === 6 ? eligible.filter((h) => SUBSTITUTE_RULES[h.rule!].saturday) : [];
  const canKeepDay = holidays.filter((h) => !satLost.includes(h));
  const keeperHasRule = canKeepDay.length > 0 && canKeepDay.every((h) => inForce(h.rule, date));
  return eligible.length - (keeperHasRule ? 1 : 0);
}

/** The first weekday after `from` that is no holiday. */
function nextFreeWeekday(from: string, taken: Set<string>): string {
  let day = addDays(parseDay(from), 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || taken.has(dayText(day))) day = addDays(day, 1);
  return dayText(day);
}

/** The name of a substitute: the holidays (with a rule in force) of the day it stands in for. */
export const substituteName = (names: string[]) => `대체공휴일(${names.join('·')})`;

/** The public holidays of a year, computed offline, in date order (two holidays on one day are two entries). */
export function holidaysOf(year: number): Holiday[] {
  const base = baseHolidays(year);
  const taken = new Set(base.map((h) => h.date));
  const byDate = new Map<string, BaseHoliday[]>();
  for (const h of base) byDate.set(h.date, [...(byDate.get(h.date) ?? []), h]);
  const substitutes: Holiday[] = [];
  for (const [date, holidays] of byDate) {
    for (let i = 0; i < lostDays(date, holidays); i++) {
      const day = nextFreeWeekday(date, taken);
      taken.add(day);
      substitutes.push({ date: day, name: substituteName([...new Set(holidays.filter((h) => inForce(h.rule, date)).map((h) => h.name))]), substitute: true, source: 'offline' });
    }
  }
  const regular: Holiday[] = base.map((h) => ({ date: h.date, name: h.name, substitute: false, source: 'offline' }));
  return [...regular, ...substitutes].filter((h) => h.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays of one month (1-12) of the offline table. */
export const monthHolidaysOffline = (year: number, month: number): Holiday[] => holidaysOf(year).filter((h) => h.date.startsWith(`${year}-${pad(month)}-`));

/** One special day as the KASI service reports it (getRestDeInfo item): `locdate` YYYYMMDD, `isHoliday` 'Y' or 'N'. */
export interface KasiDay {
  dateName: string;
  isHoliday: string;
  locdate: number | string;
}

/** YYYY-MM-DD of a KASI `locdate` (20260603 or "20260603"), or null when it is not a day. */
export function kasiDate(locdate: number | string): string | null {
  const text = String(locdate);
  if (!/^\d{8}$/.test(text)) return null;
  const day = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  return dayText(parseDay(day)) === day ? day : null;
}

/**
 * The offline table with what only KASI knows: its holidays (isHoliday 'Y') on days the table has none are added
 * with source 'kasi' (temporary holidays, election days, late substitutes); on a day the table has, the table's
 * entries and names stay. In date order.
 */
export function mergeHolidays(offline: Holiday[], kasi: KasiDay[]): Holiday[] {
  const known = new Set(offline.map((h) => h.date));
  const added = new Map<string, Holiday>();
  for (const item of kasi) {
    const date = kasiDate(item.locdate);
    const name = item.dateName.trim();
    if (item.isHoliday !== 'Y' || !date || !name || known.has(date) || added.has(`${date}|${name}`)) continue;
    added.set(`${date}|${name}`, { date, name, substitute: name.includes('대체'), source: 'kasi' });
  }
  return [...offline, ...added.values()].sort((a, b) => a.date.localeCompare(b.date));
}
