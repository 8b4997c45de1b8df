import { describe, expect, it } from 'vitest';
import { buildPath } from '../../src/api/http';
import { PAGE_VIEW_BATCH, PageViewBodySchema, refererLog, userPage } from '../../src/api/staff/dashboards';
import { MAX_COUNT, MAX_PATH, PAGE_VIEW_BATCH as BATCH, PAGE_VIEW_PATHS, PageViewBatch, pagePath } from '../../src/features/staff/page-views/page-view-batch';
import { externalReferer } from '../../src/features/staff/page-views/use-page-view-logger';

describe("the logger's copy of the contract (read without zod, issue 13 point 4)", () => {
  it('has the same batch size and paths as the contract', () => {
    expect(BATCH).toBe(PAGE_VIEW_BATCH);
    expect(PAGE_VIEW_PATHS).toEqual({ userPage: buildPath(userPage.path), refererLog: buildPath(refererLog.path) });
  });
});

describe('pagePath', () => {
  it.each([
    ['/guide', '/guide'],
    ['guide', '/guide'],
    ['/guide?x=1#top', '/guide'],
    [`/${'a'.repeat(400)}`, `/${'a'.repeat(MAX_PATH - 1)}`],
  ])('%s -> %s', (input, expected) => expect(pagePath(input)).toBe(expected));
});

describe('PageViewBatch', () => {
  it('counts per path, takes everything once, then is empty', () => {
    const b = new PageViewBatch();
    for (const p of ['/', '/guide', '/', '/?q=1']) b.add(p);
    expect(b.take()).toEqual([{ pages: [{ path: '/', count: 3 }, { path: '/guide', count: 1 }] }]);
    expect(b.size).toBe(0);
    expect(b.take()).toEqual([]);
  });

  it('splits into bodies the contract accepts: at most a batch of paths, a count of at most MAX_COUNT', () => {
    const b = new PageViewBatch();
    for (let i = 0; i < PAGE_VIEW_BATCH + 7; i++) b.add(`/p${i}`);
    for (let i = 0; i < MAX_COUNT + 5; i++) b.add('/busy');
    const bodies = b.take();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(PageViewBodySchema.safeParse(body).success).toBe(true);
    const busy = bodies.flatMap((x) => x.pages).filter((p) => p.path === '/busy');
    expect(busy.map((p) => p.count)).toEqual([MAX_COUNT, 5]);
  });
});

describe('externalReferer', () => {
  it.each([
    ['', 'edu.example.kr', null],
    ['https://edu.example.kr/guide', 'edu.example.kr', null],
    ['https://search.naver.com/search.naver?query=secret', 'edu.example.kr', 'https://search.naver.com/'],
    ['http://localhost:5173/x', 'localhost:3103', 'http://localhost:5173/'],
    ['not a url', 'edu.example.kr', null],
  ])('%s from %s -> %s', (referrer, host, expected) => expect(externalReferer(referrer, host)).toBe(expected));
});
