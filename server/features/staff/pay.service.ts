/**
 * Use cases of pay and work days (spec section 7 account, account_user, user/work_day; issue 8 point 4):
 * everyone's month with totals and its xlsx, one person's month line by line with their last 12 months, and
 * recorded work days. Lines come from the pay rule over the exam audit trail (src/features/staff/pay.rules.ts);
 * every person asked for by id is checked with the staff policy.
 */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AccountQuerySchema, AccountUserQuerySchema, WorkDayBodySchema } from '../../../src/api/staff/pay';
import { PAY_KINDS } from '../../../src/api/staff/pay';
import { LEVEL_LABELS, type Level } from '../../../src/api/levels';
import { addMonths, payLinesOf, seoulMonth, seoulMonthRange, totalsOf, type EarnedLine, type PayTotals } from '../../../src/features/staff/pay.rules';
import { STAFF_POLICY as policy } from '../../../src/features/staff/staff.policy';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { sendXlsx } from '../../shared/xlsx';
import * as repo from './pay.repository';

type Month = string;

/** Every line earned in the months from `first` to `last` (inclusive), by anyone. */
async function linesBetween(db: DbOrTx, first: Month, last: Month): Promise<EarnedLine[]> {
  const { start } = seoulMonthRange(first);
  const { end } = seoulMonthRange(last);
  const exams = await repo.examsEarningBetween(db, start, end);
  return exams.flatMap(payLinesOf).filter((l) => l.paid_at >= start && l.paid_at < end);
}

/** The first day of a month and of the next, as dates. */
const dayRange = (month: Month) => ({ from: `${month}-01`, to: `${addMonths(month, 1)}-01` });
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** One person's month: counts and pay so far (the dashboards show this). */
export async function monthPaySummary(db: DbOrTx, userId: number, month: Month): Promise<PayTotals> {
  return totalsOf((await linesBetween(db, month, month)).filter((l) => l.user_id === userId));
}

/** Everyone's month: one row per staff member with pay or work days, and the totals. */
async function everyone(db: DbOrTx, month: Month) {
  const lines = await linesBetween(db, month, month);
  const { from, to } = dayRange(month);
  const days = await repo.workDaysBetween(db, from, to);
  const people = await repo.payPeople(db, [...new Set([...lines.map((l) => l.user_id), ...days.map((d) => d.user_id)])]);
  const rows = people.map((p) => {
    const mine = days.filter((d) => d.user_id === p.id);
    return {
      user_id: p.id,
      name: p.name,
      email: p.email,
      level: p.level,
      ...totalsOf(lines.filter((l) => l.user_id === p.id)),
      work_days: mine.length,
      work_hours: hoursOf(mine.reduce((s, d) => s + d.minutes, 0)),
    };
  });
  const totals = {
    enter_pay: rows.reduce((s, r) => s + r.enter_pay, 0),
    class_pay: rows.reduce((s, r) => s + r.class_pay, 0),
    total: rows.reduce((s, r) => s + r.total, 0),
    work_days: rows.reduce((s, r) => s + r.work_days, 0),
    work_hours: hoursOf(days.reduce((s, d) => s + d.minutes, 0)),
  };
  return { rows, lines, totals };
}

/** GET account: everyone's pay for a month (administrators). */
export async function accountMonth(deps: Deps, user: AuthUser, query: z.output<typeof AccountQuerySchema>) {
  assertAllowed(policy.authorize(actorOf(user), 'pay.readAll', { user_id: 0 }));
  const { rows, totals } = await everyone(deps.db, query.month);
  return { month: query.month, data_list: rows, totals };
}

/** GET account/xlsx: the month as a workbook: a summary sheet and every line. */
export async function accountXlsx(deps: Deps, user: AuthUser, reply: FastifyReply, query: z.output<typeof AccountQuerySchema>) {
  assertAllowed(policy.authorize(actorOf(user), 'pay.readAll', { user_id: 0 }));
  const { rows, lines, totals } = await everyone(deps.db, query.month);
  const names = new Map(rows.map((r) => [r.user_id, r.name]));
  const when = (d: Date) => new Date(d.getTime() + 9 * 3600_000).toISOString().replace('T', ' ').slice(0, 16);
  return sendXlsx(reply, { ascii: `pay-${query.month}.xlsx`, korean: `급여_${query.month}.xlsx` }, [
    {
      name: '요약',
      columns: [
        { header: '이름', key: 'name', width: 14 },
        { header: '이메일', key: 'email', width: 24 },
        { header: '레벨', key: 'level', width: 14 },
        { header: '입력 건수', key: 'enter_count', width: 10 },
        { header: '입력 금액', key: 'enter_pay', width: 12 },
        { header: '분류 건수', key: 'class_count', width: 10 },
        { header: '분류 금액', key: 'class_pay', width: 12 },
        { header: '합계', key: 'total', width: 12 },
        { header: '근무일', key: 'work_days', width: 8 },
        { header: '근무 시간', key: 'work_hours', width: 10 },
      ],
      rows: [...rows.map((r) => ({ ...r, level: LEVEL_LABELS[r.level as Level] ?? r.level })), { name: '합계', ...totals }],
    },
    {
      name: '내역',
      columns: [
        { header: '이름', key: 'person', width: 14 },
        { header: '시험 과목', key: 'name', width: 40 },
        { header: '구분', key: 'kind', width: 8 },
        { header: '금액', key: 'price', width: 10 },
        { header: '확정 시각', key: 'paid_at', width: 18 },
      ],
      rows: lines.map((l) => ({ person: names.get(l.user_id) ?? l.user_id, name: l.name, kind: PAY_KINDS[l.kind], price: l.price, paid_at: when(l.paid_at) })),
    },
  ]);
}

/** A person named by id (or the caller), checked with the policy. */
async function requirePerson(db: DbOrTx, user: AuthUser, id: number | undefined, action: 'pay.read' | 'workDay.write') {
  const person = id === undefined || id === user.uid ? { id: user.uid, name: user.name, email: user.email, level: user.level, realm: user.realm, out_at: null } : await repo.findPerson(db, id);
  if (!person || person.realm !== 'staff') throw notFound('직원', action === 'pay.read' ? 'query.user_id' : 'body.user_id');
  assertAllowed(policy.authorize(actorOf(user), action, { user_id: person.id }));
  return person;
}

/** GET account_user: one person's month line by line, their work days, and the 12 months up to it. */
export async function accountUser(deps: Deps, user: AuthUser, query: z.output<typeof AccountUserQuerySchema>) {
  const person = await requirePerson(deps.db, user, query.user_id, 'pay.read');
  const first = addMonths(query.month, -11);
  const lines = (await linesBetween(deps.db, first, query.month)).filter((l) => l.user_id === person.id);
  const monthLines = lines.filter((l) => seoulMonth(l.paid_at) === query.month).sort((a, b) => a.paid_at.getTime() - b.paid_at.getTime());
  const { from, to } = dayRange(query.month);
  const days = await repo.workDaysBetween(deps.db, from, to, person.id);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(first, i)).map((month) => {
    const t = totalsOf(lines.filter((l) => seoulMonth(l.paid_at) === month));
    return { month, enter_pay: t.enter_pay, class_pay: t.class_pay, total: t.total };
  });
  return {
    summary: {
      user_id: person.id,
      name: person.name,
      email: person.email,
      level: person.level,
      ...totalsOf(monthLines),
      work_days: days.length,
      work_hours: hoursOf(days.reduce((s, d) => s + d.minutes, 0)),
    },
    data_list: monthLines.map((l) => ({ exam_subject_id: l.exam_subject_id, name: l.name, kind: l.kind, price: l.price, paid_at: l.paid_at.toISOString() })),
    work_days: days.map((d) => ({ date: d.date, hours: hoursOf(d.minutes), memo: d.memo })),
    months,
  };
}

/** PUT user/work_day: records the hours of a day (own, or anyone's for administrators); 0 hours removes it. */
export async function recordWorkDay(deps: Deps, user: AuthUser, body: z.output<typeof WorkDayBodySchema>) {
  const person = await requirePerson(deps.db, user, body.user_id, 'workDay.write');
  if (person.out_at) throw notFound('직원', 'body.user_id');
  await repo.writeWorkDay(deps.db, { user_id: person.id, date: body.date, minutes: Math.round(body.hours * 60), memo: body.memo, recorded_by: user.uid });
  return { date: body.date, hours: body.hours, memo: body.memo };
}
