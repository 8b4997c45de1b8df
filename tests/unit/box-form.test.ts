/**
 * Numbers are refused, never bent, in the box editor's side forms (box-form.rules.ts): a part and a box's corners are
 * read as typed (a blank is never 1 or 0) and checked with divided_image/modify's ranges; what is refused is not applied.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_POINTS, ModifiedBoxSchema } from '../../src/api/digitise/images';
import { BOX_PART, BOX_POINT, cornerErrors, partError, typedBox, type TypedBox } from '../../src/features/digitise/editor/box-form.rules';

describe('partError', () => {
  it('reads its range from the contract: 1~20', () => {
    expect(BOX_PART).toEqual({ min: 1, max: 20 });
    expect(BOX_POINT).toEqual({ min: 0, max: MAX_PAGE_POINTS });
  });

  it.each([[''], ['-'], [0], [21], [2.5], [-1]])('refuses %j with the range in Korean (never read as 1)', (typed) => {
    expect(partError(typed)).toBe('1~20 사이의 정수를 입력하세요.');
  });

  it.each([[1], [7], [20]])('takes %j', (part) => {
    expect(partError(part)).toBeNull();
    expect(ModifiedBoxSchema.shape.part.parse(part)).toBe(part);
  });
});

describe('cornerErrors and typedBox', () => {
  const POINT_MESSAGE = '0~5,000 사이의 값(pt)을 입력하세요.';

  it('keeps the corners as typed, fractions included', () => {
    const box: TypedBox = [50.25, 100, 350.75, 180];
    expect(cornerErrors(box)).toEqual({});
    expect(typedBox(box)).toEqual([50.25, 100, 350.75, 180]);
  });

  it.each<[string, TypedBox, ReturnType<typeof cornerErrors>]>([
    ['a blank corner (never read as 0)', ['', 100, 350, 180], { x0: POINT_MESSAGE }],
    ['a negative corner', [50, -1, 350, 180], { y0: POINT_MESSAGE }],
    ['a corner past the largest page', [50, 100, 5000.5, 180], { x1: POINT_MESSAGE }],
    ['a lone minus sign', [50, 100, 350, '-'], { y1: POINT_MESSAGE }],
    ['a right end left of the left end', [350, 100, 50, 180], { x1: '오른쪽 끝(x1)이 왼쪽 끝(x0)보다 커야 합니다.' }],
    ['a lower end above the upper end', [50, 180, 350, 180], { y1: '아래 끝(y1)이 위 끝(y0)보다 커야 합니다.' }],
  ])('refuses %s on its field and gives no box', (_, box, errors) => {
    expect(cornerErrors(box)).toEqual(errors);
    expect(typedBox(box)).toBeNull();
  });
});
