import { describe, expect, it } from 'vitest';
import { LEVEL, LEVELS } from '../../src/api/levels';
import { DASHBOARD_WEEKS } from '../../src/api/staff/dashboards';
import { EVENT_REGION } from '../../src/machines/exam.machine';
import { COUNTED_EVENTS, dashboardFor, DEFAULT_WEEKS, WEEK_CHOICES, WORK_EVENTS } from '../../src/features/staff/dashboards/dashboards.rules';

describe('dashboardFor', () => {
  const expected: Record<number, string> = { 0: 'none', 1: 'user', 2: 'teacher', 3: 'user', 4: 'admin', 5: 'admin', 10: 'admin' };
  it.each(LEVELS.map((l) => [l, expected[l]]))('level %s sees the %s dashboard', (level, kind) => expect(dashboardFor({ realm: 'staff', level })).toBe(kind));
  it('customers see none', () => expect(dashboardFor({ realm: 'customer', level: LEVEL.master })).toBe('none'));
});

describe('work events', () => {
  it('every counted event belongs to a region of the exam machine', () => {
    for (const e of COUNTED_EVENTS) expect(EVENT_REGION[e], e).toBeDefined();
  });
  it('a return is also a review', () => {
    for (const e of WORK_EVENTS.returned) expect(WORK_EVENTS.reviewed).toContain(e);
  });
  it('the weeks offered fit the contract and include its default', () => {
    expect(WEEK_CHOICES).toContain(DEFAULT_WEEKS);
    expect(Math.max(...WEEK_CHOICES)).toBeLessThanOrEqual(DASHBOARD_WEEKS.max);
  });
});
