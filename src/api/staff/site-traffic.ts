/**
 * What the public site's logging may count (spec section 7 user/page, referer_log; README "Staff"): the pages of the
 * public shell by their route path, and the sites a visit may come from by name. Nothing else is stored, so neither
 * free text nor a flood of made-up paths or hosts reaches the administrators' dashboard. Plain data without zod: the
 * public shell's logger reads it on every public page (issue 13 point 4), the server and the dashboard read the same.
 */

/** The largest number of pages one user/page body may name. */
export const PAGE_VIEW_BATCH = 20;

/**
 * The public shell's pages (`src/routes/_public`, in src/route-tree.gen.ts as `/_public/...`): the only paths a page
 * view is counted for. tests/unit/site-traffic.test.ts checks this is exactly the route tree's public routes.
 */
export const PUBLIC_PAGES = [
  '/',
  '/consulting/main',
  '/consulting/exams',
  '/consulting/apply',
  '/consulting/apply/privacy-policy',
  '/consulting/apply/marketing-policy',
  '/consulting/apply/done',
  '/consulting/apply/failure',
  '/mobile/main',
  '/mobile/payment',
  '/mobile/privacy',
  '/terms-of-service',
  '/privacy',
  '/parents/privacy',
  '/parents/intro',
  '/login',
  '/payment',
  '/payment/done',
  '/payment/proceed',
  '/payment/fail',
  '/payment/history',
  '/guide',
  '/post',
  '/test',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

const PAGE_SET: ReadonlySet<string> = new Set(PUBLIC_PAGES);

/**
 * The public page a path names, or null when it names none: the query and fragment, repeated and trailing slashes
 * and letter case are not part of it (`/Payment/done/?orderId=1` is `/payment/done`).
 */
export function publicPageOf(path: string): PublicPage | null {
  const bare = path.split(/[?#]/)[0].trim().toLowerCase().replace(/\/{2,}/g, '/');
  const page = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return PAGE_SET.has(page) ? (page as PublicPage) : null;
}

/** The sites a visit is counted as coming from, by the domains their addresses end in. */
export const REFERRER_SOURCES = [
  { name: '네이버', domains: ['naver.com', 'naver.me'] },
  { name: '다음', domains: ['daum.net', 'daum.co.kr'] },
  { name: '구글', domains: ['google.com', 'google.co.kr'] },
  { name: '카카오', domains: ['kakao.com', 'kakao.co.kr'] },
  { name: '인스타그램', domains: ['instagram.com'] },
  { name: '유튜브', domains: ['youtube.com', 'youtu.be'] },
  { name: '페이스북', domains: ['facebook.com', 'fb.com'] },
] as const;
/** Every other site. */
export const OTHER_REFERRER = '기타';
/** What the dashboard lists a visit's source as. */
export type ReferrerName = (typeof REFERRER_SOURCES)[number]['name'] | typeof OTHER_REFERRER;

/** The source a referring host counts as: a known site by name (`m.search.naver.com` is 네이버), else 기타. */
export function referrerNameOf(hostname: string): ReferrerName {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const source = REFERRER_SOURCES.find((s) => s.domains.some((d) => host === d || host.endsWith(`.${d}`)));
  return source?.name ?? OTHER_REFERRER;
}
