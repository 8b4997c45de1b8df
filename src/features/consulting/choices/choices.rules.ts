/**
 * Pure rules of the chosen list's screens (issue 10 point 4; spec sections 2, 4 and 9): the list grouped by 군 with
 * its counts, which (군, major) pairs are chosen for the search rows' 가/나/다 buttons, the compare view's selection
 * (at most CHOICE_LIMITS.compare), the labels of a choice, its homepage as a safe link, and where sign-in returns
 * to. Who is looking (a signed-in customer has a list) is in choices-viewer.rules.ts.
 * The toggle itself is the area's rule `toggleChosen` (consulting.rules.ts), applied by the server.
 */
import type { ChoiceKey, ChosenMajor } from '../../../api/consulting/choices';
import { ADMISSION_GROUPS, CHOICE_LIMITS, REGIONS, type AdmissionGroup } from '../../../api/consulting/search-codes';
import { mainName, subName } from '../consulting.rules';

/** The longest `redirect` the sign-in page accepts (src/features/auth/auth.rules.ts safeRedirect). */
export const REDIRECT_MAX = 200;

/** Where sign-in returns to: the page with its search (its filters) when short enough, else the page alone. */
export function loginRedirect(pathname: string, searchStr: string): string {
  const full = `${pathname}${searchStr}`;
  return full.length <= REDIRECT_MAX ? full : pathname.slice(0, REDIRECT_MAX);
}

// ---- The list by 군 ----

/** One 군 of the list: its code and label, the choices shown, and how many it holds (beyond the first 50 too). */
export interface GunGroup {
  gun: AdmissionGroup;
  label: string;
  items: ChosenMajor[];
  count: number;
}

/** The list grouped by 군 in the order 가, 나, 다 (every 군, empty ones too), each in the order the server gives. */
export function groupByGun(list: readonly ChosenMajor[], counts: Record<AdmissionGroup, number>): GunGroup[] {
  return ADMISSION_GROUPS.map((g) => ({ gun: g.code, label: g.label, items: list.filter((c) => c.gun === g.code), count: counts[g.code] }));
}

/** Whether a major is chosen in a 군. */
export const isChosen = (chosen: readonly ChoiceKey[], gun: AdmissionGroup, majorId: number): boolean => chosen.some((c) => c.gun === gun && c.major_id === majorId);

/** Whether a 군 is full (a further choice there would be refused). */
export const isGunFull = (counts: Record<AdmissionGroup, number>, gun: AdmissionGroup): boolean => counts[gun] >= CHOICE_LIMITS.perGun;

// ---- Compare ----

/** The compare view's first selection: the first CHOICE_LIMITS.compare choices of the list. */
export const initialCompare = (list: readonly ChosenMajor[]): number[] => list.slice(0, CHOICE_LIMITS.compare).map((c) => c.id);

/** Ticks or unticks a choice in the compare selection; a tick past CHOICE_LIMITS.compare changes nothing. Keeps the list's order. */
export function toggleCompare(selected: readonly number[], id: number, list: readonly ChosenMajor[]): number[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= CHOICE_LIMITS.compare) return [...selected];
  const next = new Set([...selected, id]);
  return list.filter((c) => next.has(c.id)).map((c) => c.id);
}

/** The choices to compare, in the list's order (ids no longer in the list are dropped). */
export const comparedOf = (selected: readonly number[], list: readonly ChosenMajor[]): ChosenMajor[] => list.filter((c) => selected.includes(c.id));

// ---- Labels ----

/** "공학 · 컴퓨터·통신", or null when the major is gone. */
export function categoryLabel(c: Pick<ChosenMajor, 'head_major' | 'major_sub_id'>): string | null {
  return c.head_major === null || c.major_sub_id === null ? null : `${mainName(c.head_major)} · ${subName(c.major_sub_id)}`;
}

/** The full name of a short region name (서울 -> 서울특별시); the name itself when unknown. */
export const regionFullName = (short: string): string => REGIONS.find((r) => r.region === short)?.region_full ?? short;

/**
 * A homepage as a link the browser may open: the standard data writes most without a scheme (WWW.KAYA.AC.KR), so
 * http:// is added; only http and https addresses with a dotted host are kept, anything else is null (never a
 * `javascript:` link).
 */
export function homepageUrl(text: string | null): string | null {
  const raw = (text ?? '').trim();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `http://${raw}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A date of a choice as Korea shows it (2025. 6. 4.). */
export const choiceDate = (iso: string): string => new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });
