/**
 * The numbers typed into the box editor's side forms (components/BoxForm.tsx), kept as typed and checked with the
 * range divided_image/modify declares for them (ModifiedBoxSchema): a box's part 1~20 and its corners within a page's
 * points, the right and lower ends past the left and upper ones. A value outside its range is refused on its field
 * with a Korean message and not passed on; nothing is read as 0 or 1 in its place.
 */
import { BoxSchema, MAX_PAGE_POINTS, ModifiedBoxSchema } from '../../../api/digitise/images';
import { typedNumber } from '../../../components/form/typed-number';
import type { Box } from './box-editor.rules';

const partField = ModifiedBoxSchema.shape.part;
/** A box's part number: the contract's range (the later parts of a question that runs over a column or a page). */
export const BOX_PART = { min: partField.minValue ?? 1, max: partField.maxValue ?? 20 };

/** Why a typed part number cannot be used (e.g. "1~20 사이의 정수를 입력하세요."), or null when it can. */
export const partError = (value: number | string): string | null => partField.safeParse(typedNumber(value)).error?.issues[0]?.message ?? null;

/** The names of a box's corners, in the order of `Box`. */
export const CORNERS = ['x0', 'y0', 'x1', 'y1'] as const;
export type CornerName = (typeof CORNERS)[number];
/** The corners of a box as typed in the form. */
export type TypedBox = [number | string, number | string, number | string, number | string];

const coordinate = BoxSchema.def.items[0];
/** A corner in PDF points: the contract's range (the largest page side). */
export const BOX_POINT = { min: coordinate.minValue ?? 0, max: coordinate.maxValue ?? MAX_PAGE_POINTS };
const POINT_MESSAGE = `${BOX_POINT.min.toLocaleString('ko-KR')}~${BOX_POINT.max.toLocaleString('ko-KR')} 사이의 값(pt)을 입력하세요.`;

/**
 * The typed corners' errors by name, empty when the box may be set: each a number within the contract's range (a
 * blank is refused, never read as 0), and x1 past x0, y1 past y0.
 */
export function cornerErrors(corners: TypedBox): Partial<Record<CornerName, string>> {
  const errors: Partial<Record<CornerName, string>> = {};
  const [x0, y0, x1, y1] = corners.map(typedNumber);
  corners.forEach((value, i) => {
    if (!coordinate.safeParse(typedNumber(value)).success) errors[CORNERS[i]] = POINT_MESSAGE;
  });
  if (!errors.x0 && !errors.x1 && !(x1 > x0)) errors.x1 = '오른쪽 끝(x1)이 왼쪽 끝(x0)보다 커야 합니다.';
  if (!errors.y0 && !errors.y1 && !(y1 > y0)) errors.y1 = '아래 끝(y1)이 위 끝(y0)보다 커야 합니다.';
  return errors;
}

/** The typed corners as a box, or null while any is refused. */
export function typedBox(corners: TypedBox): Box | null {
  return Object.keys(cornerErrors(corners)).length ? null : (corners.map(typedNumber) as Box);
}
