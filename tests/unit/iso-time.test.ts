import { describe, expect, it } from 'vitest';
import { isoTime } from '../../server/core/iso-time';

describe('isoTime', () => {
  it('writes what toISOString writes, on the edges of days, months, leap years and its range', () => {
    const edges = [
      0, 1, 999, 1000, 59_999, 86_399_999, 86_400_000,
      Date.UTC(1972, 1, 29, 23, 59, 59, 999), Date.UTC(2000, 1, 29), Date.UTC(2000, 2, 1), Date.UTC(2100, 1, 28, 12), Date.UTC(2100, 2, 1),
      Date.UTC(2024, 11, 31, 23, 59, 59, 999), Date.UTC(2025, 0, 1), Date.UTC(2026, 10, 23, 9, 5, 7, 30),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    ];
    for (const ms of edges) expect(isoTime(new Date(ms)), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('writes what toISOString writes for 100,000 random times from 1970 to 9999', () => {
    let seed = 13;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 100_000; i++) {
      const ms = Math.floor(random() * 253_402_300_800_000);
      const got = isoTime(new Date(ms));
      if (got !== new Date(ms).toISOString()) expect(got, String(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('leaves times outside 1970-9999 to toISOString, and an invalid date throws as it does', () => {
    for (const ms of [-1, Date.UTC(1969, 11, 31, 23, 59, 59), Date.UTC(1, 0, 1), 253_402_300_800_000, 8.64e15]) expect(isoTime(new Date(ms))).toBe(new Date(ms).toISOString());
    expect(() => isoTime(new Date(NaN))).toThrow(RangeError);
  });
});
