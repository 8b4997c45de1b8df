/**
 * The shapes of list statements (server/shared/shaped-query.ts, issue 13): a part with its values taken out makes
 * exactly the SQL text and parameters of the part as written, two parts share a key only when they make the same
 * text, and a part it does not know is left to be built as usual (never cached with a value inside).
 */
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as drizzle from 'drizzle-orm';
import { and, asc, desc, eq, fillPlaceholders, getTableColumns, ilike, inArray, isNull, ne, not, or, sql, type Column, type SQL } from 'drizzle-orm';
import { parameterize } from '../../server/shared/shaped-query';
import { errorReports, examSubjects, products, users } from '../../server/db/schema';
import { rowMapper, type SelectedField } from '../../server/shared/row-mapper';
import { enterer } from '../../server/shared/exam-subject-list.repository';

const dialect = new PgDialect();

/** A part's key, and whether it makes the same text and parameters as the part itself. */
function shape(part: SQL) {
  const values: Record<string, unknown> = {};
  const shaped = parameterize(part, values)!;
  const want = dialect.sqlToQuery(part);
  const got = dialect.sqlToQuery(shaped.sql!);
  expect(got.sql).toBe(want.sql);
  expect(fillPlaceholders(got.params, values)).toEqual(want.params);
  return shaped.key;
}

const filter = (year: number, uid: number, states: number[], name: string) =>
  and(eq(examSubjects.year, year), or(eq(examSubjects.user_id, uid), isNull(examSubjects.admin_id)), inArray(examSubjects.state, states), ilike(enterer.name, name), sql`${examSubjects.ai_state} <> ${uid}`)!;

describe('parameterize', () => {
  it('takes every value out, in order, and the part still makes the same SQL', () => {
    const values: Record<string, unknown> = {};
    parameterize(filter(2022, 5, [1, 2], '%가%'), values);
    expect(values).toEqual({ v0: 2022, v1: 5, v2: 1, v3: 2, v4: '%가%', v5: 5 });
    shape(filter(2022, 5, [1, 2], '%가%'));
    shape(and(not(eq(examSubjects.type, 5)), ne(examSubjects.ai_state, 0))!);
    shape(sql`case when ${examSubjects.ai_state} = ${1} then 0 else 1 end, ${desc(examSubjects.update_time)}, ${asc(examSubjects.id)}`);
  });

  it('gives one key to parts that differ only in their values', () => {
    expect(shape(filter(2022, 5, [1, 2], '%가%'))).toBe(shape(filter(2019, 77, [3, 4], '%나%')));
  });

  it('gives different keys to parts that make different SQL', () => {
    const keys = [
      shape(filter(2022, 5, [1, 2], '%가%')),
      shape(filter(2022, 5, [1, 2, 3], '%가%')),
      shape(eq(examSubjects.year, 1)),
      shape(eq(examSubjects.grade_id, 1)),
      shape(ne(examSubjects.year, 1)),
      shape(eq(users.name, 'a')),
      shape(eq(enterer.name, 'a')),
      shape(sql`${examSubjects.year} = 1`),
      shape(sql`${examSubjects.year} >= ${1}`),
      shape(desc(examSubjects.id)),
      shape(asc(examSubjects.id)),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves alone what it does not know: a part with placeholders or inlined values', () => {
    expect(parameterize(eq(examSubjects.year, sql.placeholder('y')), {})).toBeNull();
    expect(parameterize(sql`${examSubjects.year} = ${1}`.inlineParams(), {})).toBeNull();
    expect(parameterize(undefined, {})).toEqual({ key: '', sql: undefined });
  });
});

/** Drizzle's own field order and row mapping (exported by drizzle-orm, not typed). */
const { orderSelectedFields, mapResultRow } = drizzle as unknown as {
  orderSelectedFields: (fields: Record<string, unknown>) => SelectedField[];
  mapResultRow: (fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>) => unknown;
};

/** Timestamps as PostgreSQL writes them. */
const TIMESTAMPS = [
  '2026-11-25 20:36:09.589+00', '2026-11-25 20:36:09+00', '2026-02-28 23:59:59.9+00', '2024-02-29 00:00:00.05+00', '2026-11-25 20:36:09.5891+00',
  '2026-11-25 20:36:09.58912+00', '1970-01-01 00:00:00.000001+00', '9999-12-31 23:59:59.999999+00', '2026-11-25 20:36:09.589+09', '2026-11-25 20:36:09+05:30',
  '1969-12-31 23:59:59.5+00', '0099-01-01 00:00:00+00', '2026-11-25 20:36:09.589+00 BC', 'infinity', '-infinity',
];

/** A value as the driver gives it for a column (every third one null). */
function driverValue(field: unknown, i: number): unknown {
  if (i % 3 === 0) return null;
  const column = field as Column;
  if (!column.columnType) return i % 2 ? 'text' : 12;
  if (/Timestamp/.test(column.columnType)) return TIMESTAMPS[i % TIMESTAMPS.length];
  if (/Date/.test(column.columnType)) return '2026-11-25';
  if (column.dataType === 'number') return i % 2 ? 7 : '7';
  if (column.dataType === 'boolean') return true;
  if (column.dataType === 'json') return { a: i };
  if (column.dataType === 'array') return [i];
  return `v${i}`;
}

describe('rowMapper', () => {
  const selects: Record<string, Record<string, unknown>> = {
    'an exam subject under one key (the exam-subject lists)': { row: examSubjects },
    'a table flat (products)': getTableColumns(products),
    'columns and SQL fields (reports)': {
      id: errorReports.id,
      create_time: errorReports.create_time,
      question_content: sql<string>`left(${errorReports.content}, 200)`,
      n: sql<number>`count(*)`.mapWith(Number),
      name: sql<string>`'x'`.as('name'),
    },
  };
  it.each(Object.entries(selects))('maps %s exactly as drizzle does, key order included', (_, select) => {
    const fields = orderSelectedFields(select);
    const map = rowMapper(fields)!;
    expect(map).not.toBeNull();
    for (const offset of [0, 1, 2]) {
      const row = fields.map(({ field }, i) => driverValue(field, i + offset));
      // As a select from one table has it: that table never null.
      const want = mapResultRow(fields, row, { exam_subjects: true, products: true, question_bug_reports: true });
      expect(JSON.stringify(map(row))).toBe(JSON.stringify(want));
      expect(map(row)).toEqual(want);
    }
  });

  it('leaves to drizzle a select with a join that may be null, or fields deeper than one level', () => {
    expect(rowMapper(orderSelectedFields({ row: examSubjects }), { exam_subjects: true, enterer: false })).toBeNull();
    expect(rowMapper(orderSelectedFields({ a: { b: { id: users.id } } }))).toBeNull();
  });
});
