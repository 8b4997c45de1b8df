/**
 * Every xlsx the app writes is safe to re-open (server/shared/xlsx.ts): what a stranger typed (a name, an order
 * name) and that starts with `=`, `+`, `-`, `@`, a tab or a carriage return comes out with a leading `'`, so a
 * file re-saved as CSV never runs it as a formula; numbers, negative ones included, stay numbers. Checked on the
 * users, orders and exam subjects exports, read back with exceljs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { orders, products, users } from '../../server/db/schema';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions } from '../helpers/factories';

/** Texts a spreadsheet would run as formulas once the file goes through CSV. */
const HOSTILE = ['=HYPERLINK("http://x","y")', '+1+1', '@SUM(A1)', '-2+3', '\t=1+1', '\r=1+1'];
/** The text as read back: escaped, and with CR read as LF (XML turns a raw CR into LF; the leading quote is what counts). */
const escaped = (text: string) => `'${text}`.replace(/\r/g, '\n');

let t: TestApp;
const db = () => t.database.db;

async function send(who: DemoWho, url: string) {
  const res = await t.app.inject(withToken(await loginAs(t.app, who), { method: 'GET', url }));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  return res;
}

/** The first sheet of an xlsx reply as rows of cell values keyed by header. */
async function sheetOf(payload: Buffer): Promise<Array<Record<string, unknown>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const rows: Array<Record<string, unknown>> = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const values = sheet.getRow(r).values as unknown[];
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i]]).filter(([h]) => h !== 'undefined')));
  }
  return rows;
}

/** Accounts named with each hostile text (as stored: the sign-up form would trim the tab and CR-led ones). */
let hostileUsers: Array<{ id: number; name: string; email: string }> = [];

beforeAll(async () => {
  t = await buildTestApp();
  hostileUsers = await db()
    .insert(users)
    .values(HOSTILE.map((name, i) => ({ realm: 'customer' as const, customer_type: 'student' as const, email: `xlsx-escape-${i}@test.local`, name, password_hash: 'x', level: 0, point: -5 - i })))
    .returning({ id: users.id, name: users.name, email: users.email });
}, 120_000);
afterAll(() => t.close());

describe('GET user_management/xlsx', () => {
  it('every hostile name comes out with a leading quote; e-mails untouched; a negative point stays a number', async () => {
    const res = await send(5, '/api/v2/common/user_management/xlsx?user_search=xlsx-escape&sort_key=id&sort=1');
    const rows = await sheetOf(res.rawPayload);
    expect(rows.map((r) => r['번호'])).toEqual(hostileUsers.map((u) => u.id));
    for (const [i, row] of rows.entries()) {
      expect(row['이름']).toBe(escaped(HOSTILE[i]));
      expect(row['이메일']).toBe(hostileUsers[i].email);
      expect(row['포인트']).toBe(-5 - i);
      expect(row['레벨']).toBe(0);
    }
  });
});

describe('GET orders/xlsx', () => {
  it('hostile order names and buyer names come out with a leading quote; amounts stay numbers', async () => {
    const [product] = await db().insert(products).values({ goods_code: `XLSX${Date.now()}`, goods_name: '엑셀 테스트 상품', price: 10_000 }).returning({ id: products.id });
    const day = new Date('2031-03-03T03:00:00Z');
    const made = await db()
      .insert(orders)
      .values(
        HOSTILE.map((name, i) => ({
          order_id: `xlsx_escape_${i}_${Date.now().toString(36)}`,
          user_id: hostileUsers[i].id,
          product_id: product.id,
          order_name: name,
          list_amount: 10_000,
          amount: 10_000,
          state: ORDER_STATE.waiting.code,
          create_time: day,
        })),
      )
      .returning({ id: orders.id });
    const res = await send(4, '/api/v2/store/admin/orders/xlsx?from=2031-03-03&to=2031-03-03&sort_key=id&sort=1');
    const rows = await sheetOf(res.rawPayload);
    expect(rows.map((r) => r['번호'])).toEqual(made.map((o) => o.id));
    for (const [i, row] of rows.entries()) {
      expect(row['상품']).toBe(escaped(HOSTILE[i]));
      expect(row['구매자']).toBe(escaped(HOSTILE[i]));
      expect(row['주문금액']).toBe(10_000);
      expect(row['잔액']).toBe(0);
    }
  });
});

describe('GET exam_subject_list/xlsx', () => {
  it('a hostile exam name comes out with a leading quote', async () => {
    const made = [];
    for (const name of HOSTILE) made.push((await examSubjectWithQuestions(db(), { name, count: 1 })).id);
    const res = await send(4, '/api/v2/exam/exam_subject_list/xlsx?year=2025&sort_key=id&sort=1');
    const byId = new Map((await sheetOf(res.rawPayload)).map((r) => [r['번호'], r]));
    for (const [i, id] of made.entries()) expect(byId.get(id)?.['시험명']).toBe(escaped(HOSTILE[i]));
  });
});
