/**
 * src/zod-config.ts turns zod's JIT off (the CSP refuses eval) without importing zod (issue 13 point 4): it writes the
 * setting where zod keeps its global settings. If a zod upgrade moves them, this fails.
 */
import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod jitless when zod loads after it', async () => {
    await import('../../src/zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).safeParse({ a: 1 }).success).toBe(true);
  });
});
