/** Pure rules behind the question-bank fixes: formulas that do not parse, excerpts cut inside a formula, an exam's year and date. */
import { describe, expect, it } from 'vitest';
import { formulaProblems, mathExcerpt } from '../../src/components/math/formula';
import { yearDateMismatch } from '../../src/features/question-bank/question-bank.rules';

describe('formulaProblems', () => {
  it.each([
    ['plain text', '다음 중 옳은 것은?', 0],
    ['inline formulas that parse', '$\\log_2 8 + \\frac{1}{2}$와 $x^2$', 0],
    ['a display formula that parses', '$$\\int_0^1 x\\,dx$$', 0],
    ['a brace left open', '$\\frac{1}{2$의 값은?', 1],
    ['an unknown command', '$\\fracc{1}{2}$', 1],
    ['a $ never closed', '값은 $x^2 + 1', 1],
    ['two broken of three', '$\\frac{1}{2$, $x$, $\\sqrt{$', 2],
  ])('%s', (_name, text, count) => {
    expect(formulaProblems(text)).toHaveLength(count);
  });
  it('names the formula and what KaTeX says', () => {
    const [p] = formulaProblems('$\\frac{1}{2$');
    expect(p.formula).toBe('\\frac{1}{2');
    expect(p.message).toMatch(/expected '}'/i);
  });
});

describe('mathExcerpt', () => {
  it.each([
    ['kept when no formula is open', '이차함수 $y = x^2$의 최댓값', '이차함수 $y = x^2$의 최댓값'],
    ['cut before a formula the excerpt ends inside', '첫째항이 $3$, 공차가 $4$인 등차수열 $\\{a_n', '첫째항이 $3$, 공차가 $4$인 등차수열…'],
    ['kept without formulas', '다음 글의 주제로 가장 적절한 것은?', '다음 글의 주제로 가장 적절한 것은?'],
  ])('%s', (_name, text, expected) => {
    expect(mathExcerpt(text)).toBe(expected);
  });
});

describe('yearDateMismatch', () => {
  it.each([
    [2025, '2025-06-04', false],
    [2025, '2025-06-04 00:00:00', false],
    [2026, '2025-06-04', true],
    [2025, null, false],
    [null, '2025-06-04', false],
  ])('year %s, date %s: mismatch %s', (year, date, mismatch) => {
    expect(yearDateMismatch(year, date) !== null).toBe(mismatch);
  });
  it('names the year and the date', () => {
    expect(yearDateMismatch(2024, '2025-06-04')).toBe('연도(2024)가 시행일(2025-06-04)의 연도(2025)와 다릅니다.');
  });
});
