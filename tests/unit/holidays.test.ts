/**
 * The offline holiday table (src/features/staff/holidays.rules.ts) against the published lists of 2024-2027
 * (관공서의 공휴일에 관한 규정 as amended; 한국천문연구원 월력요항 and the 인사혁신처 announcements of each year,
 * with 제헌절 a holiday again from 2026 by the 2026 amendment of 「공휴일에 관한 법률」), exactly: every date
 * and name, nothing more. Days declared case by case (election days, temporary holidays) are listed apart as
 * "KASI only": absent offline, present once merged with what the KASI service reports. Then the substitute
 * rules at each amendment's boundary, and the merge rules.
 */
import { describe, expect, it } from 'vitest';
import { holidaysOf, kasiDate, mergeHolidays, type KasiDay } from '../../src/features/staff/holidays.rules';

type Row = [date: string, name: string];

/** The published regular holidays and substitute holidays of each year. */
const PUBLISHED: Record<number, Row[]> = {
  2024: [
    ['2024-01-01', '신정'],
    ['2024-02-09', '설날'],
    ['2024-02-10', '설날'],
    ['2024-02-11', '설날'],
    ['2024-02-12', '대체공휴일(설날)'],
    ['2024-03-01', '삼일절'],
    ['2024-05-05', '어린이날'],
    ['2024-05-06', '대체공휴일(어린이날)'],
    ['2024-05-15', '부처님오신날'],
    ['2024-06-06', '현충일'],
    ['2024-08-15', '광복절'],
    ['2024-09-16', '추석'],
    ['2024-09-17', '추석'],
    ['2024-09-18', '추석'],
    ['2024-10-03', '개천절'],
    ['2024-10-09', '한글날'],
    ['2024-12-25', '기독탄신일'],
  ],
  2025: [
    ['2025-01-01', '신정'],
    ['2025-01-28', '설날'],
    ['2025-01-29', '설날'],
    ['2025-01-30', '설날'],
    ['2025-03-01', '삼일절'],
    ['2025-03-03', '대체공휴일(삼일절)'],
    ['2025-05-05', '어린이날'],
    ['2025-05-05', '부처님오신날'],
    ['2025-05-06', '대체공휴일(어린이날·부처님오신날)'],
    ['2025-06-06', '현충일'],
    ['2025-08-15', '광복절'],
    ['2025-10-03', '개천절'],
    ['2025-10-05', '추석'],
    ['2025-10-06', '추석'],
    ['2025-10-07', '추석'],
    ['2025-10-08', '대체공휴일(추석)'],
    ['2025-10-09', '한글날'],
    ['2025-12-25', '기독탄신일'],
  ],
  2026: [
    ['2026-01-01', '신정'],
    ['2026-02-16', '설날'],
    ['2026-02-17', '설날'],
    ['2026-02-18', '설날'],
    ['2026-03-01', '삼일절'],
    ['2026-03-02', '대체공휴일(삼일절)'],
    ['2026-05-05', '어린이날'],
    ['2026-05-24', '부처님오신날'],
    ['2026-05-25', '대체공휴일(부처님오신날)'],
    ['2026-06-06', '현충일'],
    ['2026-07-17', '제헌절'],
    ['2026-08-15', '광복절'],
    ['2026-08-17', '대체공휴일(광복절)'],
    ['2026-09-24', '추석'],
    ['2026-09-25', '추석'],
    ['2026-09-26', '추석'],
    ['2026-10-03', '개천절'],
    ['2026-10-05', '대체공휴일(개천절)'],
    ['2026-10-09', '한글날'],
    ['2026-12-25', '기독탄신일'],
  ],
  2027: [
    ['2027-01-01', '신정'],
    ['2027-02-06', '설날'],
    ['2027-02-07', '설날'],
    ['2027-02-08', '설날'],
    ['2027-02-09', '대체공휴일(설날)'],
    ['2027-03-01', '삼일절'],
    ['2027-05-05', '어린이날'],
    ['2027-05-13', '부처님오신날'],
    ['2027-06-06', '현충일'],
    ['2027-07-17', '제헌절'],
    ['2027-07-19', '대체공휴일(제헌절)'],
    ['2027-08-15', '광복절'],
    ['2027-08-16', '대체공휴일(광복절)'],
    ['2027-09-14', '추석'],
    ['2027-09-15', '추석'],
    ['2027-09-16', '추석'],
    ['2027-10-03', '개천절'],
    ['2027-10-04', '대체공휴일(개천절)'],
    ['2027-10-09', '한글날'],
    ['2027-10-11', '대체공휴일(한글날)'],
    ['2027-12-25', '기독탄신일'],
    ['2027-12-27', '대체공휴일(기독탄신일)'],
  ],
};

/** Days declared case by case that year: only the KASI service knows them. */
const KASI_ONLY: Record<number, Row[]> = {
  2024: [
    ['2024-04-10', '국회의원선거'],
    ['2024-10-01', '임시공휴일'],
  ],
  2025: [
    ['2025-01-27', '임시공휴일'],
    ['2025-06-03', '대통령선거'],
  ],
  2026: [['2026-06-03', '전국동시지방선거']],
  2027: [],
};

const rows = (year: number): Row[] => holidaysOf(year).map((h) => [h.date, h.name]);
/** What KASI would report for a year: the published days (with KASI's own names) and the KASI-only ones. */
const kasiYear = (year: number): KasiDay[] =>
  [...PUBLISHED[year], ...KASI_ONLY[year]].map(([date, name]) => ({ locdate: Number(date.replaceAll('-', '')), dateName: name.startsWith('대체') ? '대체공휴일' : name === '신정' ? '1월1일' : name, isHoliday: 'Y' }));

describe('the offline table against the published lists', () => {
  for (const year of [2024, 2025, 2026, 2027]) {
    it(`${year}: every date and name, nothing more`, () => {
      expect(rows(year)).toEqual(PUBLISHED[year]);
      const substitutes = holidaysOf(year).filter((h) => h.substitute).map((h) => h.date);
      expect(substitutes).toEqual(PUBLISHED[year].filter(([, name]) => name.startsWith('대체공휴일')).map(([date]) => date));
      expect(holidaysOf(year).every((h) => h.source === 'offline')).toBe(true);
    });

    it(`${year}: the KASI-only days are absent offline and present after the merge, with KASI's names; the table's names stay`, () => {
      const offlineDates = new Set(holidaysOf(year).map((h) => h.date));
      for (const [date] of KASI_ONLY[year]) expect(offlineDates.has(date), date).toBe(false);
      const merged = mergeHolidays(holidaysOf(year), kasiYear(year));
      expect(merged.map((h): Row => [h.date, h.name])).toEqual([...PUBLISHED[year], ...KASI_ONLY[year]].sort((a, b) => a[0].localeCompare(b[0])));
      expect(merged.filter((h) => h.source === 'kasi').map((h): Row => [h.date, h.name])).toEqual(KASI_ONLY[year]);
    });
  }
});

const has = (year: number, date: string, name?: string) => holidaysOf(year).some((h) => h.date === date && (name === undefined || h.name === name));
const substitutesOf = (year: number) => holidaysOf(year).filter((h) => h.substitute).map((h) => [h.date, h.name]);

describe('substitute holidays by the rule in force', () => {
  it.each([
    { why: 'no substitutes before 2014: 2013 어린이날 on a Sunday', year: 2013, expected: [] },
    { why: '2014: the first, 추석 eve on a Sunday', year: 2014, expected: [['2014-09-10', '대체공휴일(추석)']] },
    { why: '2017: 추석 on 개천절 (개천절 itself had no rule yet)', year: 2017, expected: [['2017-01-30', '대체공휴일(설날)'], ['2017-10-06', '대체공휴일(추석)']] },
    { why: '2018: 어린이날 on a Saturday', year: 2018, expected: [['2018-05-07', '대체공휴일(어린이날)'], ['2018-09-26', '대체공휴일(추석)']] },
    { why: '2020: 광복절 on a Saturday before the national days had a rule (8/17 was a temporary holiday)', year: 2020, expected: [['2020-01-27', '대체공휴일(설날)']] },
    {
      why: '2021 (from August): 광복절, 개천절 on Sundays and 한글날 on a Saturday; 설날 on a Saturday gets nothing',
      year: 2021,
      expected: [['2021-08-16', '대체공휴일(광복절)'], ['2021-10-04', '대체공휴일(개천절)'], ['2021-10-11', '대체공휴일(한글날)']],
    },
    { why: '2022: 부처님오신날 and 기독탄신일 on Sundays had no rule yet', year: 2022, expected: [['2022-09-12', '대체공휴일(추석)'], ['2022-10-10', '대체공휴일(한글날)']] },
    { why: '2023 (from May): 부처님오신날 on a Saturday', year: 2023, expected: [['2023-01-24', '대체공휴일(설날)'], ['2023-05-29', '대체공휴일(부처님오신날)']] },
    { why: '2028: 추석 on 개천절, both with a rule, lose one day', year: 2028, expected: [['2028-10-05', '대체공휴일(개천절·추석)']] },
  ])('$why', ({ year, expected }) => {
    expect(substitutesOf(year)).toEqual(expected);
  });

  it('신정 and 현충일 never get one (2023 신정 on a Sunday, 2026 현충일 on a Saturday, 2027 on a Sunday)', () => {
    expect(has(2023, '2023-01-02')).toBe(false);
    expect(has(2026, '2026-06-08')).toBe(false);
    expect(has(2027, '2027-06-07')).toBe(false);
  });

  it('제헌절: a holiday until 2007 and again from 2026', () => {
    expect(has(2007, '2007-07-17', '제헌절')).toBe(true);
    expect(has(2008, '2008-07-17')).toBe(false);
    expect(has(2025, '2025-07-17')).toBe(false);
    expect(has(2026, '2026-07-17', '제헌절')).toBe(true);
  });

  it('from 2000 to 2050: 설날 and 추석 are three days in a row, and a substitute is always a free weekday', () => {
    for (let year = 2000; year <= 2050; year++) {
      const list = holidaysOf(year);
      for (const name of ['설날', '추석']) {
        const days = list.filter((h) => h.name === name).map((h) => Date.parse(h.date));
        expect(days.length, `${year} ${name}`).toBe(3);
        expect(days[2] - days[0], `${year} ${name}`).toBe(2 * 86_400_000);
      }
      expect(list.filter((h) => h.name === '부처님오신날').length, `${year}`).toBe(1);
      for (const sub of list.filter((h) => h.substitute)) {
        expect([0, 6], `${sub.date} is a weekday`).not.toContain(new Date(`${sub.date}T00:00:00Z`).getUTCDay());
        expect(list.filter((h) => h.date === sub.date).length, `${sub.date} is free`).toBe(1);
      }
      expect(list.map((h) => h.date)).toEqual([...list.map((h) => h.date)].sort());
    }
  });

  it('past the lunar tables (2051) the solar holidays remain and nothing throws', () => {
    const list = holidaysOf(2051);
    expect(list.some((h) => h.name === '설날' || h.name === '추석')).toBe(false);
    expect(list.map((h) => h.name)).toContain('광복절');
  });
});

describe('mergeHolidays', () => {
  const offline = holidaysOf(2026).filter((h) => h.date.startsWith('2026-06'));
  it('adds KASI holidays on new days only, skipping non-holidays, bad days and repeats, in date order', () => {
    const merged = mergeHolidays(offline, [
      { locdate: 20260603, dateName: '전국동시지방선거', isHoliday: 'Y' },
      { locdate: '20260603', dateName: '전국동시지방선거', isHoliday: 'Y' },
      { locdate: 20260606, dateName: '현충일 (KASI)', isHoliday: 'Y' },
      { locdate: 20260610, dateName: '기념일', isHoliday: 'N' },
      { locdate: 20260231, dateName: '없는 날', isHoliday: 'Y' },
      { locdate: 20260612, dateName: '대체공휴일', isHoliday: 'Y' },
    ]);
    expect(merged).toEqual([
      { date: '2026-06-03', name: '전국동시지방선거', substitute: false, source: 'kasi' },
      { date: '2026-06-06', name: '현충일', substitute: false, source: 'offline' },
      { date: '2026-06-12', name: '대체공휴일', substitute: true, source: 'kasi' },
    ]);
  });

  it('reads KASI days as numbers or text, refusing what is no day', () => {
    expect(kasiDate(20260603)).toBe('2026-06-03');
    expect(kasiDate('20261225')).toBe('2026-12-25');
    expect(kasiDate('2026125')).toBeNull();
    expect(kasiDate(20261332)).toBeNull();
  });
});
