/**
 * Numbers are refused, never bent: the contract's range helpers (intField, codeField) refuse a value outside their
 * range with a Korean message instead of moving it, the schema walker of tests/server/numeric-ranges.test.ts reads
 * the declared ranges right, and the app's theme keeps a NumberInput from clamping what was typed.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeField, INT4_MAX, intField, rangeMessage } from '../../src/api/http';
import { UserWarningBodySchema } from '../../src/api/staff/users';
import { theme } from '../../src/theme';
import { isBounded, numericFields, outsideValues, valueAt, withValueAt } from '../helpers/numeric-fields';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('intField', () => {
  it.each([
    [1, 10, 0],
    [1, 10, 11],
    [0, 10_000_000, -500],
    [1, 10, 1.5],
    [1, 10, '5'],
  ])('%s~%s refuses %j with the range in Korean', (min, max, value) => {
    expect(messages(intField(min, max), value)).toEqual([rangeMessage(min, max)]);
  });

  it('takes the ends, never moves a value, and never goes past INT4_MAX', () => {
    expect(intField(1, 10).parse(1)).toBe(1);
    expect(intField(1, 10).parse(10)).toBe(10);
    expect(intField(0).safeParse(INT4_MAX).success).toBe(true);
    expect(intField(0, Number.MAX_SAFE_INTEGER).safeParse(INT4_MAX + 1).success).toBe(false);
    expect(rangeMessage(0, 10_000_000)).toBe('0~10,000,000 사이의 정수를 입력하세요.');
    expect(messages(intField(1, 10, '경고 점수는 1~10점입니다.'), 11)).toEqual(['경고 점수는 1~10점입니다.']);
  });

  it('a warning of 11 points is refused naming warning_point, not saved as 10', () => {
    const result = UserWarningBodySchema.safeParse({ user_id: 1, warning_point: 11, reason: '지각' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['warning_point', '경고 점수는 1~10점입니다.']]);
  });
});

describe('codeField', () => {
  const school = codeField([2, 3], '학교급은 2 또는 3입니다.');
  const subject = codeField([0, 1, 2, 3, 5], '과목을 고르세요.');

  it('takes the codes and refuses anything else with its one message', () => {
    expect(school.parse(2)).toBe(2);
    expect(subject.parse(0)).toBe(0);
    for (const value of [1, 4, 2.5, '2', null]) expect(messages(school, value)).toContain('학교급은 2 또는 3입니다.');
    expect(messages(subject, 4)).toEqual(['과목을 고르세요.']);
  });

  it('declares its range: the lowest to the highest code', () => {
    expect(numericFields(z.object({ school_type: school, subject_type_id: subject.nullable() }))).toEqual([
      { path: ['school_type'], min: { value: 2, inclusive: true }, max: { value: 3, inclusive: true }, integer: true, step: null },
      { path: ['subject_type_id'], min: { value: 0, inclusive: true }, max: { value: 5, inclusive: true }, integer: true, step: null },
    ]);
  });
});

describe('numericFields (the walker of the range sweep)', () => {
  const schema = z
    .object({
      price: z.number().int().min(0).max(100),
      rate: z.number().positive().lt(1).optional(),
      hours: z.number().min(0.5).max(12).multipleOf(0.5).nullable(),
      count: z.int().min(1).max(5).default(1),
      open: z.number(),
      fromText: z.preprocess((v) => Number(v), z.number().int().min(1).max(9)),
      kind: z.union([z.literal(1), z.literal(2)]),
      rows: z.array(z.object({ score: z.number().int().min(0).max(100) })),
      either: z.union([z.literal('All'), z.number().int().min(1).max(3)]),
    })
    .refine(() => true);
  const byName = Object.fromEntries(numericFields(schema).map((f) => [f.path.join('.'), f]));

  it('finds every number through optionals, nullables, defaults, pipes, arrays and unions, and skips literals', () => {
    expect(Object.keys(byName)).toEqual(['price', 'rate', 'hours', 'count', 'open', 'fromText', 'rows.0.score', 'either']);
    expect(isBounded(byName.open)).toBe(false);
    expect(['price', 'rate', 'hours', 'count', 'fromText', 'rows.0.score', 'either'].every((name) => isBounded(byName[name]))).toBe(true);
  });

  it('reads the values just outside: a step for whole numbers, the declared step, or the excluded end itself', () => {
    expect(outsideValues(byName.price)).toEqual({ below: -1, above: 101 });
    expect(outsideValues(byName.rate)).toEqual({ below: 0, above: 1 });
    expect(outsideValues(byName.hours)).toEqual({ below: 0, above: 12.5 });
    expect(outsideValues(byName.count)).toEqual({ below: 0, above: 6 });
    expect(() => outsideValues(byName.open)).toThrow('open declares no range');
  });

  it('sets a value deep in a copy, making what is missing on the way', () => {
    const input = { rows: [{ score: 1 }], name: 'a' };
    expect(withValueAt(input, ['rows', 0, 'score'], 101)).toEqual({ rows: [{ score: 101 }], name: 'a' });
    expect(withValueAt(input, ['extra', 0, 'n'], 5)).toEqual({ rows: [{ score: 1 }], name: 'a', extra: [{ n: 5 }] });
    expect(input).toEqual({ rows: [{ score: 1 }], name: 'a' });
    expect(valueAt(input, ['rows', 0, 'score'])).toBe(1);
    expect(valueAt(input, ['extra', 0])).toBeUndefined();
  });
});

describe('the theme', () => {
  it('keeps what is typed in every NumberInput (no clamping on blur): the form schema refuses it on the field', () => {
    expect(theme.components?.NumberInput?.defaultProps).toMatchObject({ clampBehavior: 'none' });
  });
});
