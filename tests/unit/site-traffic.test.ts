/**
 * What the public site's logging may count (src/api/staff/site-traffic.ts): exactly the public shell's routes of the
 * generated route tree, and referring sites by name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OTHER_REFERRER, PUBLIC_PAGES, publicPageOf, referrerNameOf } from '../../src/api/staff/site-traffic';

/** The full paths of the `/_public/...` route ids of src/route-tree.gen.ts (`/_public/payment/` is `/payment`). */
function publicRoutesOfTree(): string[] {
  const tree = readFileSync('src/route-tree.gen.ts', 'utf8');
  const ids = tree.slice(tree.indexOf('export interface FileRoutesById'), tree.indexOf('export interface FileRouteTypes'));
  return [...ids.matchAll(/^\s+'\/_public(\/[^']*)':/gm)].map(([, path]) => (path.length > 1 ? path.replace(/\/$/, '') : path));
}

describe('PUBLIC_PAGES', () => {
  it("is exactly the public shell's routes of the route tree", () => {
    const routes = publicRoutesOfTree();
    expect(routes.length).toBeGreaterThan(10);
    expect([...PUBLIC_PAGES].sort()).toEqual([...new Set(routes)].sort());
  });
});

describe('publicPageOf', () => {
  it.each([
    ['/', '/'],
    ['/payment/done?x', '/payment/done'],
    ['/payment/done#top', '/payment/done'],
    ['/payment/', '/payment'],
    ['/PAYMENT/Done', '/payment/done'],
    ['//guide//', '/guide'],
    ['/guide/x', null],
    ['/admin/dashboard', null],
    ['/%2e%2e/etc/passwd', null],
    [`/${'x'.repeat(259)}`, null],
    ['', null],
  ])('%s -> %s', (path, page) => expect(publicPageOf(path)).toBe(page));
});

describe('referrerNameOf', () => {
  it.each([
    ['search.naver.com', '네이버'],
    ['m.blog.naver.com', '네이버'],
    ['naver.me', '네이버'],
    ['search.daum.net', '다음'],
    ['www.google.com', '구글'],
    ['www.google.co.kr', '구글'],
    ['accounts.kakao.com', '카카오'],
    ['l.instagram.com', '인스타그램'],
    ['m.youtube.com', '유튜브'],
    ['youtu.be', '유튜브'],
    ['l.facebook.com', '페이스북'],
    ['WWW.GOOGLE.COM.', '구글'],
    ['notnaver.com', OTHER_REFERRER],
    ['naver.com.evil.example', OTHER_REFERRER],
    ['spam-4821.example', OTHER_REFERRER],
  ])('%s -> %s', (host, name) => expect(referrerNameOf(host)).toBe(name));
});
