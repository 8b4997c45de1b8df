import { describe, expect, it } from 'vitest';
import { buildPath } from '../../src/api/http';
import { PAGE_VIEW_BATCH, PageViewBodySchema, refererLog, userPage } from '../../src/api/staff/dashboards';
import { PUBLIC_PAGES } from '../../src/api/staff/site-traffic';
import { PAGE_VIEW_PATHS, PageViewBatch, pagePath } from '../../src/features/staff/page-views/page-view-batch';
import { externalReferer } from '../../src/features/staff/page-views/use-page-view-logger';

describe("the logger's copy of the contract (read without zod, issue 13 point 4)", () => {
  it('has the same paths as the contract', () => {
    expect(PAGE_VIEW_PATHS).toEqual({ userPage: buildPath(userPage.path), refererLog: buildPath(refererLog.path) });
  });
});

describe('pagePath', () => {
  it.each([
    ['/guide', '/guide'],
    ['guide', '/guide'],
    ['/guide?x=1#top', '/guide'],
    ['/payment/done?orderId=A1', '/payment/done'],
    ['/payment/', '/payment'],
    ['/Consulting//Main/', '/consulting/main'],
    ['/', '/'],
    ['/wp-admin', null],
    [`/${'a'.repeat(400)}`, null],
    ['/admin/dashboard', null],
  ])('%s -> %s', (input, expected) => expect(pagePath(input)).toBe(expected));
});

describe('PageViewBatch', () => {
  it('keeps each public page once, drops other paths, takes everything once, then is empty', () => {
    const b = new PageViewBatch();
    for (const p of ['/', '/guide', '/', '/?q=1', '/nope', '/payment/done?orderId=1']) b.add(p);
    expect(b.take()).toEqual([{ pages: [{ path: '/' }, { path: '/guide' }, { path: '/payment/done' }] }]);
    expect(b.size).toBe(0);
    expect(b.take()).toEqual([]);
  });

  it('splits into bodies the contract accepts: at most a batch of pages, no counts', () => {
    const b = new PageViewBatch();
    for (const page of PUBLIC_PAGES) b.add(page);
    const bodies = b.take();
    expect(bodies).toHaveLength(Math.ceil(PUBLIC_PAGES.length / PAGE_VIEW_BATCH));
    for (const body of bodies) expect(PageViewBodySchema.safeParse(body).success).toBe(true);
    expect(bodies.flatMap((x) => x.pages.map((p) => p.path)).sort()).toEqual([...PUBLIC_PAGES].sort());
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
