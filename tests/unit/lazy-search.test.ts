/** components/list/lazy-search.ts: a route's search parser loaded on its first visit (issue 13 point 4). */
import { describe, expect, it, vi } from 'vitest';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { lazySearch } from '../../src/components/list/lazy-search';

const location = { href: '/x?page=2&bad=1', pathname: '/x', search: { page: 2, bad: 1 } } as unknown as ParsedLocation;
const parse = (raw: Record<string, unknown>) => ({ page: typeof raw.page === 'number' ? raw.page : undefined });

describe('lazySearch', () => {
  it('passes the search through until loaded, then loads, matches the same address again and parses', async () => {
    const load = vi.fn(async () => parse);
    const route = lazySearch(load);
    expect(route.validateSearch({ page: 2, bad: 1 })).toEqual({ page: 2, bad: 1 });
    const thrown = await route.beforeLoad({ location }).catch((e: unknown) => e);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string; replace: boolean } }).options).toMatchObject({ href: '/x?page=2&bad=1', replace: true });
    expect(route.validateSearch({ page: 2, bad: 1 })).toEqual({ page: 2 });
    await expect(route.beforeLoad({ location })).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next visit when loading failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(parse);
    const route = lazySearch(load);
    await expect(route.beforeLoad({ location })).rejects.toThrow('offline');
    expect(route.validateSearch({ page: 'x' })).toEqual({ page: 'x' });
    const thrown = await route.beforeLoad({ location }).catch((e: unknown) => e);
    expect(isRedirect(thrown)).toBe(true);
    expect(route.validateSearch({ page: 'x' })).toEqual({ page: undefined });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
