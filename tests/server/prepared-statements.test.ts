/**
 * On PostgreSQL every read and write goes as a statement named by its text (server/core/db.ts): the same text is
 * prepared once per connection and reused, and one connection never keeps more than MAX_NAMED_STATEMENTS of them,
 * however many distinct texts it is sent. (PGlite runs in the app's process and prepares nothing by name.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../../server/core/db';
import { rowsOf } from '../helpers/list-reference';

const url = process.env.DATABASE_URL;
let database: Database | undefined;
afterAll(() => database?.close());

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  it('reuses one statement per text and keeps at most 500 on a connection', async () => {
    database = openPostgres(url!, { max: 1 });
    const prepared = async () => Number((await rowsOf<{ n: number }>(database!.db, sql`select count(*)::int as n from pg_prepared_statements`))[0].n);
    for (let i = 0; i < 3; i++) await database.db.execute(sql`select ${i}::int + 1 as one`);
    const once = await prepared();
    for (let i = 0; i < 700; i++) await database.db.execute(sql.raw(`select ${i} + 1 as n`));
    const after = await prepared();
    expect(once).toBeGreaterThanOrEqual(1);
    expect(after).toBeLessThanOrEqual(500);
    expect(after).toBeGreaterThan(400);
    // Past the bound a new text still runs (unnamed), and a kept one is still used by name.
    expect(await rowsOf<{ n: number }>(database.db, sql.raw('select 100000 + 1 as n'))).toEqual([{ n: 100001 }]);
    expect(await prepared()).toBe(after);
  });
});
