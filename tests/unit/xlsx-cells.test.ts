/**
 * Cells of every xlsx the app writes (server/shared/xlsx.ts): a text starting with a formula character gets a
 * leading `'`, so a file re-saved as CSV and opened again never runs what a person typed; numbers stay numbers.
 */
import { describe, expect, it } from 'vitest';
import { safeCell, safeRow } from '../../server/shared/xlsx';

describe('safeCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1+1', `'+1+1`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['-', `'-`],
    ['=', `'=`],
  ])('escapes the text %j', (text, escaped) => expect(safeCell(text)).toBe(escaped));

  it.each([['홍길동'], ['a=b'], [' =1+1'], ['1+1'], ["'=1"], [''], ['user@example.com'], ['\n=1']])('keeps the text %j', (text) => expect(safeCell(text)).toBe(text));

  it.each([[-5], [0], [3.5], [-0.25], [Number.MIN_SAFE_INTEGER]])('keeps the number %d a number', (n) => expect(safeCell(n)).toBe(n));

  it('keeps dates, booleans, null and undefined as they are', () => {
    const when = new Date('2025-01-02T03:04:05Z');
    for (const value of [when, true, false, null, undefined]) expect(safeCell(value)).toBe(value);
  });
});

describe('safeRow', () => {
  it('escapes every text cell of a row and keeps its keys and other values', () => {
    expect(safeRow({ id: 7, name: '=1+1', point: -3, email: '@x', note: '보통' })).toEqual({ id: 7, name: `'=1+1`, point: -3, email: `'@x`, note: '보통' });
  });
});
