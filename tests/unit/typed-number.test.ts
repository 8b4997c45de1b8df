/**
 * typedNumber reads what a NumberInput holds for the form's schema: a blank or a lone sign is NaN (refused on the
 * field), never 0; and the calendar's hours typed outside 0~24 are refused on their field by the call's own schema.
 */
import { describe, expect, it } from 'vitest';
import { CalendarEventBodySchema } from '../../src/api/staff/calendar';
import { validate } from '../../src/components/form/form-errors';
import { typedNumber } from '../../src/components/form/typed-number';

describe('typedNumber', () => {
  it.each<[number | string, number]>([
    [0, 0],
    [12, 12],
    [-3, -3],
    [1.5, 1.5],
    ['007', 7],
    ['1.', 1],
    ['99999999999999999999', 1e20],
  ])('reads %j as %j', (typed, read) => {
    expect(typedNumber(typed)).toBe(read);
  });

  it.each([[''], ['  '], ['-'], ['.']])('reads %j as NaN, never 0', (typed) => {
    expect(typedNumber(typed)).toBeNaN();
  });
});

describe('the calendar event form (POST/PUT admin_calendar)', () => {
  const body = (require_hour: number | string) => ({ detail: '주간 회의', date: '2025-03-04', type: 1, require_hour: typedNumber(require_hour), user_id: null });

  it.each([[''], [-1], [25], [7.5]])('refuses %j hours on the field with the range in Korean', (typed) => {
    expect(validate(CalendarEventBodySchema, body(typed))).toEqual({ require_hour: '0~24 사이의 정수를 입력하세요.' });
  });

  it.each([[0], [8], [24]])('takes %j hours as typed', (hours) => {
    expect(validate(CalendarEventBodySchema, body(hours))).toBeNull();
  });
});
