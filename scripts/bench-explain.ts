/**
 * The query plans of the lists (issue 13: "EXPLAIN (ANALYZE, BUFFERS) of each list kept under docs/perf/"): with
 * BENCH_EXPLAIN=DIR, `npm run bench` writes, for each list it captured, the plan of every statement its request
 * sent (the token check included), run with the request's own parameters on the bench's database, after the
 * measured runs (warm caches, as in use). One Markdown file per list and a README.md index.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { TracedStatement } from '../server/core/db';
import type { ReplayPlan } from './bench-sql';

export interface ExplainedList {
  name: string;
  path: string;
  as: string;
  plan: ReplayPlan;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** The plan of one statement with its values, as text. */
async function explain(pool: pg.Pool, s: TracedStatement): Promise<string> {
  if (/^\s*(begin|commit|rollback|set|explain)\b/i.test(s.text)) return `(${s.text.trim().split(/\s+/)[0].toLowerCase()}: no plan)`;
  const result = await pool.query({ text: `explain (analyze, buffers) ${s.text}`, values: s.values });
  return result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
}

/** Writes DIR/<list>.md for each list and DIR/README.md. */
export async function writePlans(pool: pg.Pool, dir: string, lists: ExplainedList[], header: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const index: string[] = [`# Query plans of the lists`, '', header, '', '| list | statements | file |', '|---|---|---|'];
  for (const list of lists) {
    const file = `${slug(list.name)}.md`;
    const statements = list.plan.steps.flat().flatMap((u) => u.statements);
    const parts = [`# ${list.name}`, '', `\`GET ${list.path}\` as ${list.as}`, '', header, ''];
    for (const [i, s] of statements.entries()) {
      parts.push(`## Statement ${i + 1} (${(s.end - s.start).toFixed(2)} ms in the captured request)`, '', '```sql', s.text, '```', '');
      if (s.values?.length) parts.push(`Parameters: \`${JSON.stringify(s.values)}\``, '');
      parts.push('```', await explain(pool, s), '```', '');
    }
    writeFileSync(path.join(dir, file), parts.join('\n'));
    index.push(`| ${list.name} | ${statements.length} | [${file}](${file}) |`);
  }
  writeFileSync(path.join(dir, 'README.md'), `${index.join('\n')}\n`);
}
