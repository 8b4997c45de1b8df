/**
 * The chosen list's screen rules (src/features/consulting/choices/choices.rules.ts; issue 10 point 4): who has a
 * list, the grouping by 군, which (군, major) pairs are chosen, the compare selection capped at 20, the labels,
 * homepages as safe links, and where sign-in returns to; and the contract's toggle body.
 */
import { describe, expect, it } from 'vitest';
import { CHOICE_LIMITS, ChoiceListQuerySchema, ChoiceToggleBodySchema, type ChosenMajor } from '../../src/api/consulting/choices';
import {
  categoryLabel,
  comparedOf,
  groupByGun,
  homepageUrl,
  initialCompare,
  isChosen,
  isGunFull,
  loginRedirect,
  regionFullName,
  REDIRECT_MAX,
  toggleCompare,
} from '../../src/features/consulting/choices/choices.rules';
import { viewerOf } from '../../src/features/consulting/choices/choices-viewer.rules';

let next = 1;
const choice = (values: Partial<ChosenMajor> = {}): ChosenMajor => ({
  id: next++,
  gun: 'ga',
  major_id: 100 + next,
  univ_name: '서울대학교',
  major_name: '경영학과',
  region: '서울',
  year: 2025,
  univ_id: 1,
  head_major: 2,
  major_sub_id: 12,
  member_majors: [],
  address: '서울특별시 관악구 관악로 1',
  homepage: 'WWW.SNU.AC.KR',
  type: 'na',
  type_note: null,
  create_time: '2025-06-04T01:00:00.000Z',
  ...values,
});

describe('viewerOf', () => {
  it.each([
    [{ status: 'idle', user: null, restoring: true }, { kind: 'restoring' }],
    [{ status: 'restoringCustomer', user: null, restoring: true }, { kind: 'restoring' }],
    [{ status: 'customer', user: { uid: 7 }, restoring: false }, { kind: 'customer', uid: 7 }],
    [{ status: 'admin', user: { uid: 3 }, restoring: false }, { kind: 'staff' }],
    [{ status: 'anonymous', user: null, restoring: false }, { kind: 'anonymous' }],
    [{ status: 'customerExpired', user: null, restoring: false }, { kind: 'anonymous' }],
    [{ status: 'customer', user: null, restoring: false }, { kind: 'anonymous' }],
  ])('%j -> %j', (session, expected) => {
    expect(viewerOf(session)).toEqual(expected);
  });
});

describe('groupByGun', () => {
  it('gives 가, 나, 다 in order, empty ones too, keeping the order within each and the full counts', () => {
    const a = choice({ gun: 'da' });
    const b = choice({ gun: 'ga' });
    const c = choice({ gun: 'da' });
    const groups = groupByGun([b, a, c], { ga: 1, na: 0, da: 3 });
    expect(groups.map((g) => [g.gun, g.label, g.items.map((i) => i.id), g.count])).toEqual([
      ['ga', '가군', [b.id], 1],
      ['na', '나군', [], 0],
      ['da', '다군', [a.id, c.id], 3],
    ]);
  });
});

describe('isChosen and isGunFull', () => {
  it('matches the 군 and the major both', () => {
    const chosen = [
      { gun: 'ga' as const, major_id: 5 },
      { gun: 'na' as const, major_id: 6 },
    ];
    expect(isChosen(chosen, 'ga', 5)).toBe(true);
    expect(isChosen(chosen, 'na', 5)).toBe(false);
    expect(isChosen(chosen, 'na', 6)).toBe(true);
    expect(isChosen([], 'ga', 5)).toBe(false);
  });

  it('a 군 is full at 20', () => {
    expect(isGunFull({ ga: CHOICE_LIMITS.perGun, na: 19, da: 0 }, 'ga')).toBe(true);
    expect(isGunFull({ ga: CHOICE_LIMITS.perGun, na: 19, da: 0 }, 'na')).toBe(false);
  });
});

describe('the compare selection', () => {
  const list = Array.from({ length: 25 }, () => choice());
  const ids = list.map((c) => c.id);

  it('starts with the first 20', () => {
    expect(initialCompare(list)).toEqual(ids.slice(0, CHOICE_LIMITS.compare));
    expect(initialCompare(list.slice(0, 3))).toEqual(ids.slice(0, 3));
  });

  it('unticks, ticks in the list’s order, and refuses a 21st', () => {
    const full = initialCompare(list);
    expect(toggleCompare(full, ids[22], list)).toEqual(full);
    const fewer = toggleCompare(full, ids[3], list);
    expect(fewer).toHaveLength(19);
    expect(fewer).not.toContain(ids[3]);
    const swapped = toggleCompare(fewer, ids[22], list);
    expect(swapped).toHaveLength(20);
    expect(swapped[19]).toBe(ids[22]);
    expect(toggleCompare(swapped, ids[3], list)).toEqual(swapped);
    expect(toggleCompare([ids[5]], ids[1], list)).toEqual([ids[1], ids[5]]);
  });

  it('compares in the list’s order and drops ids no longer listed', () => {
    expect(comparedOf([ids[4], ids[2], 99999], list).map((c) => c.id)).toEqual([ids[2], ids[4]]);
  });
});

describe('labels', () => {
  it('categories, or null when the major is gone', () => {
    expect(categoryLabel({ head_major: 1, major_sub_id: 8 })).toBe('공학 · 컴퓨터·통신');
    expect(categoryLabel({ head_major: null, major_sub_id: null })).toBeNull();
  });

  it('region full names', () => {
    expect(regionFullName('서울')).toBe('서울특별시');
    expect(regionFullName('전북')).toBe('전북특별자치도');
    expect(regionFullName('어딘가')).toBe('어딘가');
  });
});

describe('homepageUrl', () => {
  it.each([
    ['WWW.KAYA.AC.KR', 'http://www.kaya.ac.kr/'],
    ['www.snu.ac.kr/index.html', 'http://www.snu.ac.kr/index.html'],
    ['https://www.korea.ac.kr', 'https://www.korea.ac.kr/'],
    ['  http://www.yonsei.ac.kr  ', 'http://www.yonsei.ac.kr/'],
    ['javascript:alert(1)', null],
    ['ftp://files.example.kr', null],
    ['localhost', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (text, expected) => {
    expect(homepageUrl(text)).toBe(expected);
  });
});

describe('loginRedirect', () => {
  it('keeps the page and its filters when short, else the page alone', () => {
    expect(loginRedirect('/consulting/main', '?region=서울')).toBe('/consulting/main?region=서울');
    expect(loginRedirect('/consulting/main', '')).toBe('/consulting/main');
    expect(loginRedirect('/consulting/main', `?q=${'가'.repeat(300)}`)).toBe('/consulting/main');
    expect(loginRedirect('/consulting/main', '?q=x').length).toBeLessThanOrEqual(REDIRECT_MAX);
  });
});

describe('the contract', () => {
  it('the toggle body takes a major id and ga, na or da', () => {
    expect(ChoiceToggleBodySchema.safeParse({ major_id: 5, gun: 'na' }).success).toBe(true);
    for (const bad of [{ major_id: 5, gun: '나' }, { major_id: '5', gun: 'na' }, { major_id: 0, gun: 'na' }, { gun: 'na' }, { major_id: 5 }]) {
      expect(ChoiceToggleBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('the list query reads user_id from text, and it may be left out', () => {
    expect(ChoiceListQuerySchema.parse({ user_id: '12' })).toEqual({ user_id: 12 });
    expect(ChoiceListQuerySchema.parse({})).toEqual({});
    expect(ChoiceListQuerySchema.safeParse({ user_id: 'abc' }).success).toBe(false);
  });
});
