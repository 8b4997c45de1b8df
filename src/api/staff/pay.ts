/**
 * Pay computed from the work itself (spec section 7 account, account_user, user/work_day; issue 8). The rule
 * (src/features/staff/pay.rules.ts, README "Pay"): an exam's entry earns its `enter_price` for whoever entered
 * it, in the month (Asia/Seoul) it was last approved, while it stays approved; its classification earns
 * `class_price` for whoever finished the classification, in the month both the classification and the
 * approval stand, while they stand. Returned work is paid again only when approved again. Nothing is typed in.
 */
import { z } from 'zod';
import { defineCall, IdSchema, intField, LIMITS, queryNumber } from '../http';
import { QueryIdSchema } from '../question-bank/common';

/** A month "2026-11". */
export const MonthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식입니다.');
/** A day "2026-11-22" (checked as a real date). */
export const DayText = z.iso.date({ error: '날짜는 YYYY-MM-DD 형식입니다.' });

/** The kinds of paid work. */
export const PAY_KINDS = { enter: '입력', class: '분류' } as const;
export type PayKind = keyof typeof PAY_KINDS;

/** One paid line: an exam's entry or classification in a month. */
export const PayLineSchema = z.object({
  exam_subject_id: z.number().int(),
  name: z.string(),
  kind: z.enum(['enter', 'class']),
  /** The exam's price for that work (enter_price or class_price). */
  price: z.number().int(),
  /** When the line was earned (the approval, or the later of classification and approval). */
  paid_at: z.string(),
});
export type PayLine = z.infer<typeof PayLineSchema>;

/** A staff member's month: counts, pay and the work days beside it. */
export const PaySummarySchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  level: z.number().int(),
  enter_count: z.number().int(),
  enter_pay: z.number().int(),
  class_count: z.number().int(),
  class_pay: z.number().int(),
  total: z.number().int(),
  work_days: z.number().int(),
  /** Hours recorded in the month (user/work_day). */
  work_hours: z.number(),
});

/** GET account?month=: everyone's pay for a month with totals (administrators). */
export const AccountQuerySchema = z.object({ month: MonthText });
export const AccountReplySchema = z.object({
  month: z.string(),
  data_list: z.array(PaySummarySchema),
  totals: z.object({ enter_pay: z.number().int(), class_pay: z.number().int(), total: z.number().int(), work_days: z.number().int(), work_hours: z.number() }),
});
export const account = defineCall({ method: 'GET', path: '/api/v2/common/account', area: 'staff', summary: '전체 급여 (월별)', query: AccountQuerySchema, reply: AccountReplySchema });
/** Everyone's month as an xlsx file: a summary sheet and a sheet of every line (not in the spec: the export button). */
export const accountXlsx = defineCall({ method: 'GET', path: '/api/v2/common/account/xlsx', area: 'staff-extra', summary: '전체 급여 엑셀 내보내기', query: AccountQuerySchema, reply: z.object({}), replyKind: 'binary' });

/** One recorded work day. */
export const WorkDaySchema = z.object({ date: z.string(), hours: z.number(), memo: z.string() });

/** GET account_user?month=[&user_id=]: one staff member's month line by line, and their last 12 months. */
export const AccountUserQuerySchema = z.object({ month: MonthText, user_id: QueryIdSchema.optional() });
export const AccountUserReplySchema = z.object({
  summary: PaySummarySchema,
  data_list: z.array(PayLineSchema),
  work_days: z.array(WorkDaySchema),
  /** The 12 months up to the asked one, oldest first, for the chart. */
  months: z.array(z.object({ month: z.string(), enter_pay: z.number().int(), class_pay: z.number().int(), total: z.number().int() })),
});
export const accountUser = defineCall({ method: 'GET', path: '/api/v2/common/account_user', area: 'staff', summary: '개인 급여 내역 (월별)', query: AccountUserQuerySchema, reply: AccountUserReplySchema });

/** Hours in a work day: 0 to 24 in half hours; 0 removes the day. */
export const WORK_HOURS = { min: 0, max: 24, step: 0.5 } as const;
/** PUT user/work_day: records the hours worked on a day (own, or anyone's for administrators). */
export const WorkDayBodySchema = z.object({
  /** Whose day; absent for one's own. */
  user_id: IdSchema.optional(),
  date: DayText,
  hours: z
    .number({ message: '근무 시간은 0~24시간, 30분 단위입니다.' })
    .min(WORK_HOURS.min, '근무 시간은 0~24시간, 30분 단위입니다.')
    .max(WORK_HOURS.max, '근무 시간은 0~24시간, 30분 단위입니다.')
    .refine((v) => Number.isInteger(v / WORK_HOURS.step), '근무 시간은 30분 단위입니다.'),
  memo: z.string().trim().max(LIMITS.shortText).default(''),
});
export const userWorkDay = defineCall({ method: 'PUT', path: '/api/v2/common/user/work_day', area: 'staff', summary: '근무일·근무 시간 기록', body: WorkDayBodySchema, reply: WorkDaySchema });

/** A year range the pay and calendar screens accept. */
export const YEAR_RANGE = { min: 2000, max: 2100 } as const;
export const YearQuery = queryNumber(intField(YEAR_RANGE.min, YEAR_RANGE.max));
