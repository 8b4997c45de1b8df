/**
 * Pieces every question-bank contract shares: ids, pagination, the sort arrow, list filters and the
 * list reply (spec section 2, "Admin list pages carry filters": year, subject, grade, semester, exam type,
 * admin, user search, name search).
 */
import { z } from 'zod';
import { intField, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { PAGE_SIZE, SORT } from '../codes';

export { IdSchema, QueryIdSchema } from '../http';

/** An optional integer filter from a query string (blank means not given; -1 is "all" in some filters). */
export const OptionalInt = queryNumber(intField(-1).optional());
/** An optional short search text. */
export const SearchText = z.string().trim().max(LIMITS.shortText).optional();
/** A date ("2025-06-04") or an ISO date-time: checked as a real date here, not first by the database. */
export const DateText = z.union([z.iso.date(), z.iso.datetime({ local: true, offset: true })], { error: '날짜는 YYYY-MM-DD 형식입니다.' });
/** A required short name. */
export const NameText = z.string().trim().min(1, '이름을 입력하세요.').max(LIMITS.shortText);

/** Page and page size (1-based). */
export const PageQuerySchema = z.object({
  page: queryNumber(intField(1, 100_000).default(1)),
  size: queryNumber(intField(1, PAGE_SIZE.max).default(PAGE_SIZE.default)),
});

/** The sort arrow: a column and 1 (ascending) or 2 (descending). */
export const SortQuerySchema = z.object({
  sort_key: z.string().max(40).optional(),
  sort: queryNumber(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]).optional()),
});

/** The filters of admin list pages. */
export const ListFilterSchema = z.object({
  year: OptionalInt,
  subject_type_id: OptionalInt,
  grade_id: OptionalInt,
  semester: OptionalInt,
  /** Exam kind. */
  type: OptionalInt,
  school_type: OptionalInt,
  state: OptionalInt,
  /** Assigned staff member (admin filter). */
  admin: OptionalInt,
  /** Search in the assigned staff member's name. */
  user_search: SearchText,
  /** Search in the exam name. */
  name_search: SearchText,
});

/**
 * A paginated list reply: the rows in `data_list`, with the total for the pager. `total_estimated` is true when the
 * total of a large result is the database's estimate rather than a count (the pager then says "약").
 */
export function listReply<T extends z.ZodType>(row: T) {
  return z.object({ data_list: z.array(row), total: z.number().int(), total_estimated: z.boolean().optional(), page: z.number().int(), size: z.number().int() });
}

/** `{ id }` in a query string. */
export const IdQuerySchema = z.object({ id: QueryIdSchema });
/** `{ id }` in a path. */
export const IdParamsSchema = IdQuerySchema;
/** A reply that names the record it created or changed. */
export const IdReplySchema = z.object({ id: z.number().int() });
