/**
 * Store products (issue 11 points 1 and 2) on the real app, database and storage folder: each of the ten calls
 * under /api/v2/store/homepage/ in the order 401 -> 400 (naming the field) -> 403 -> 404 -> 409 -> success,
 * checking stored rows and files, and that a refused call changed nothing. Also: path traversal refused by
 * file/download (never opened), a non-image upload refused, 50 parallel creates get 50 distinct goods codes,
 * and the demo seed.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { consultingServices, orders, products } from '../../server/db/schema';
import { seedStoreProducts } from '../../server/db/seed/store-products';
import { ORDER_STATE } from '../../src/machines/order.machine';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { field, file, imageBytes, multipart, type Part } from '../helpers/uploads';

const BASE = '/api/v2/store/homepage';
const URL = {
  list: `${BASE}/product_list`,
  hidden: `${BASE}/product_list/hidden`,
  one: `${BASE}/product`,
  types: `${BASE}/product/type_list`,
  create: `${BASE}/product/create`,
  update: `${BASE}/product/update`,
  image: `${BASE}/product/image_file`,
  download: `${BASE}/file/download`,
};

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp();
  await seedStoreProducts(db(), t.app.deps.storage);
});
afterAll(() => t.close());

type Opts = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };
async function send(who: DemoWho | null, opts: Opts) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), opts as never));
}
const row = async (code: string) => (await db().select().from(products).where(eq(products.goods_code, code)))[0];
const stored = (key: string) => path.join(t.app.deps.env.storageDir, key);

const goods = (extra: Record<string, unknown> = {}) => ({ goods_name: '테스트 상품', brand_name: '테스트 브랜드', goods_type: 2, category1_seq: 3, kind: 'goods', price: 10_000, ...extra });
async function created(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await send(4, { method: 'POST', url: URL.create, payload: goods(extra) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().goods_code as string;
}
async function uploadImage(who: DemoWho | null, parts: Part[]) {
  const body = multipart(parts);
  return send(who, { method: 'PUT', url: URL.image, payload: body.payload, headers: body.headers });
}

describe('GET product_list', () => {
  it('400 names the field of a bad filter or sort', async () => {
    for (const [query, name] of [
      ['sort=3', 'query.sort'],
      ['category1_seq=abc', 'query.category1_seq'],
      ['sort_key=password', 'query.sort_key'],
      ['size=1000', 'query.size'],
    ]) {
      const res = await send(null, { method: 'GET', url: `${URL.list}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field).toBe(name);
    }
  });
  it('is public, lists only displayed products with paging, filters and the sort arrow', async () => {
    const res = await send(null, { method: 'GET', url: `${URL.list}?size=100` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('success');
    const codes = body.data_list.map((p: { goods_code: string }) => p.goods_code);
    expect(codes).toContain('DEMO-UNLIMITED-30');
    expect(codes).not.toContain('DEMO-OLD-EVENT');
    expect(body.data_list.every((p: { display: boolean }) => p.display)).toBe(true);
    expect(body.total).toBe(body.data_list.length);

    const page = (await send(null, { method: 'GET', url: `${URL.list}?size=3&page=2` })).json();
    expect(page.data_list).toHaveLength(3);
    expect(page).toMatchObject({ page: 2, size: 3, total: body.total });

    const math = (await send(null, { method: 'GET', url: `${URL.list}?category1_seq=3&goods_type=1` })).json();
    expect(math.data_list.map((p: { goods_code: string }) => p.goods_code)).toContain('DEMO-PREMIUM-MATH');
    expect(math.data_list.every((p: { category1_seq: number; goods_type: number }) => p.category1_seq === 3 && p.goods_type === 1)).toBe(true);

    const search = (await send(null, { method: 'GET', url: `${URL.list}?name=${encodeURIComponent('무제한')}` })).json();
    expect(search.data_list.map((p: { goods_code: string }) => p.goods_code)).toEqual(['DEMO-UNLIMITED-30']);
    const literal = (await send(null, { method: 'GET', url: `${URL.list}?name=%25` })).json();
    expect(literal.total).toBe(0);

    const asc = (await send(null, { method: 'GET', url: `${URL.list}?sort_key=price&sort=1&size=100` })).json().data_list.map((p: { price: number }) => p.price);
    const desc = (await send(null, { method: 'GET', url: `${URL.list}?sort_key=price&sort=2&size=100` })).json().data_list.map((p: { price: number }) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...asc].reverse());
  });
});

describe('GET product_list/hidden', () => {
  it('401 without a token', async () => {
    expect((await send(null, { method: 'GET', url: URL.hidden })).statusCode).toBe(401);
  });
  it('400 names the field', async () => {
    const res = await send(4, { method: 'GET', url: `${URL.hidden}?page=0` });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.page');
  });
  it('403 below level 4 and for customers', async () => {
    for (const who of [3, 'student'] as const) expect((await send(who, { method: 'GET', url: URL.hidden })).statusCode).toBe(403);
  });
  it('lists hidden products under data and data_list', async () => {
    const body = (await send(4, { method: 'GET', url: URL.hidden })).json();
    const codes = body.data_list.map((p: { goods_code: string }) => p.goods_code);
    expect(codes).toEqual(expect.arrayContaining(['DEMO-OLD-EVENT', 'DEMO-INTERVIEW-OLD']));
    expect(body.data).toEqual(body.data_list);
    expect(body.data_list.every((p: { display: boolean }) => !p.display)).toBe(true);
  });
});

describe('PUT product_list/hidden', () => {
  it('401 without a token', async () => {
    expect((await send(null, { method: 'PUT', url: URL.hidden, payload: { hide_list: ['DEMO-MOCK-SET'] } })).statusCode).toBe(401);
  });
  it('400 for an empty request, a bad code or a code in both lists', async () => {
    for (const [payload, name] of [
      [{}, 'body.restore_list'],
      [{ hide_list: ['../x'] }, 'body.hide_list.0'],
      [{ hide_list: ['A1'], restore_list: ['A1'] }, 'body.restore_list'],
    ] as const) {
      const res = await send(4, { method: 'PUT', url: URL.hidden, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(name);
    }
  });
  it('403 below level 4, nothing changed', async () => {
    expect((await send(3, { method: 'PUT', url: URL.hidden, payload: { hide_list: ['DEMO-MOCK-SET'] } })).statusCode).toBe(403);
    expect((await row('DEMO-MOCK-SET')).display).toBe(true);
  });
  it('404 names the unknown code and changes nothing', async () => {
    const res = await send(4, { method: 'PUT', url: URL.hidden, payload: { hide_list: ['DEMO-MOCK-SET', 'NO-SUCH-CODE'] } });
    expect(res.statusCode).toBe(404);
    expect(res.json().field).toBe('body.hide_list.1');
    expect((await row('DEMO-MOCK-SET')).display).toBe(true);
  });
  it('hides several at once and restores several with a restore list', async () => {
    const a = await created();
    const b = await created();
    const hide = await send(4, { method: 'PUT', url: URL.hidden, payload: { hide_list: [a, b] } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().changed).toBe(2);
    expect((await row(a)).display).toBe(false);
    expect((await row(b)).display).toBe(false);
    const listed = (await send(4, { method: 'GET', url: `${URL.hidden}?size=100` })).json().data_list.map((p: { goods_code: string }) => p.goods_code);
    expect(listed).toEqual(expect.arrayContaining([a, b]));
    const restore = await send(4, { method: 'PUT', url: URL.hidden, payload: { restore_list: [a, b] } });
    expect(restore.json()).toMatchObject({ result: 'success', changed: 2 });
    expect((await row(a)).display).toBe(true);
    expect((await row(b)).display).toBe(true);
  });
});

describe('GET product?goods_code=', () => {
  it('400 without a goods_code', async () => {
    const res = await send(null, { method: 'GET', url: URL.one });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query.goods_code');
  });
  it('404 for an unknown code, and for a hidden product read by anyone but an administrator', async () => {
    expect((await send(null, { method: 'GET', url: `${URL.one}?goods_code=NOPE` })).statusCode).toBe(404);
    for (const who of [null, 'student', 3] as const) expect((await send(who, { method: 'GET', url: `${URL.one}?goods_code=DEMO-OLD-EVENT` })).statusCode).toBe(404);
  });
  it('answers one product in data[0]; administrators see hidden ones', async () => {
    const body = (await send(null, { method: 'GET', url: `${URL.one}?goods_code=DEMO-UNLIMITED-30` })).json();
    expect(body.data[0]).toMatchObject({ goods_code: 'DEMO-UNLIMITED-30', kind: 'unlimited', price: 19_900, period_days: 30, category1_seq: 13, category_name: '이용권' });
    expect((await send(4, { method: 'GET', url: `${URL.one}?goods_code=DEMO-OLD-EVENT` })).json().data[0].display).toBe(false);
  });
});

describe('GET product/type_list', () => {
  it('lists the standard categories and drops entries with neither a type nor a category', async () => {
    await db().insert(products).values({ goods_code: 'NO-CATEGORY', goods_name: '분류 없음', goods_type: null, category1_seq: null });
    await db().insert(products).values({ goods_code: 'ODD-CATEGORY', goods_name: '다른 분류', goods_type: null, category1_seq: 42 });
    const body = (await send(null, { method: 'GET', url: URL.types })).json();
    expect(body.data_list.some((e: { category1_seq: number | null; goods_type: number | null }) => e.category1_seq === null && e.goods_type === null)).toBe(false);
    expect(body.data_list).toContainEqual(expect.objectContaining({ category1_seq: 42, goods_type: null, standard: false }));
    const standard = body.category_list.filter((c: { standard: boolean }) => c.standard).map((c: { category1_seq: number }) => c.category1_seq);
    expect(standard).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 19]);
    expect(body.category_list.find((c: { category1_seq: number }) => c.category1_seq === 3).name).toBe('수학');
    await db().delete(products).where(inArray(products.goods_code, ['NO-CATEGORY', 'ODD-CATEGORY']));
  });
});

describe('POST product/create', () => {
  it('401 without a token', async () => {
    expect((await send(null, { method: 'POST', url: URL.create, payload: goods() })).statusCode).toBe(401);
  });
  it('400 names the field of each broken rule', async () => {
    for (const [extra, name] of [
      [{ goods_name: ' ' }, 'body.goods_name'],
      [{ brand_name: '' }, 'body.brand_name'],
      [{ goods_type: 77 }, 'body.goods_type'],
      [{ category1_seq: 15 }, 'body.category1_seq'],
      [{ price: -1 }, 'body.price'],
      [{ price: '1000' }, 'body.price'],
      [{ kind: 'gift' }, 'body.kind'],
      [{ kind: 'unlimited' }, 'body.period_days'],
      [{ kind: 'goods', period_days: 30 }, 'body.period_days'],
      [{ kind: 'consulting' }, 'body.consulting_service_id'],
      [{ consulting_service_id: 1 }, 'body.consulting_service_id'],
    ] as const) {
      const res = await send(4, { method: 'POST', url: URL.create, payload: goods(extra) });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().field, JSON.stringify(extra)).toBe(name);
    }
  });
  it('403 below level 4 and for customers, nothing stored', async () => {
    const before = (await db().select().from(products)).length;
    for (const who of [3, 'student'] as const) expect((await send(who, { method: 'POST', url: URL.create, payload: goods({ goods_name: '거부' }) })).statusCode).toBe(403);
    expect((await db().select().from(products)).length).toBe(before);
  });
  it('404 for a consulting service that does not exist', async () => {
    const res = await send(4, { method: 'POST', url: URL.create, payload: goods({ kind: 'consulting', consulting_service_id: 999_999 }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().field).toBe('body.consulting_service_id');
  });
  it('creates with a server-made goods code (premium, unlimited, consulting)', async () => {
    const [service] = await db().select().from(consultingServices).limit(1);
    for (const extra of [{ kind: 'premium', period_days: 90 }, { kind: 'unlimited', period_days: 30, price: 19_900 }, { kind: 'consulting', consulting_service_id: service.id }]) {
      const res = await send(4, { method: 'POST', url: URL.create, payload: goods(extra) });
      expect(res.statusCode, res.body).toBe(200);
      const code = res.json().goods_code;
      expect(res.json().data.goods_code).toBe(code);
      expect(await row(code)).toMatchObject({ kind: extra.kind, display: true, goods_name: '테스트 상품' });
    }
  });
  it('50 parallel creates get 50 distinct goods codes', async () => {
    await loginAs(t.app, 4);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => send(4, { method: 'POST', url: URL.create, payload: goods({ goods_name: `병렬 ${i}` }) })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const codes = new Set(replies.map((r) => r.json().goods_code));
    expect(codes.size).toBe(50);
    expect((await db().select().from(products).where(inArray(products.goods_code, [...codes]))).length).toBe(50);
  });
});

describe('PUT product/update', () => {
  it('401, 400, 403, 404 and 409 change nothing; a current version updates', async () => {
    const code = await created();
    const before = await row(code);
    const body = { ...goods({ goods_name: '바뀐 이름', price: 12_000 }), goods_code: code, version: before.version };
    expect((await send(null, { method: 'PUT', url: URL.update, payload: body })).statusCode).toBe(401);
    const bad = await send(4, { method: 'PUT', url: URL.update, payload: { ...body, price: -5 } });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'body.price']);
    expect((await send(3, { method: 'PUT', url: URL.update, payload: body })).statusCode).toBe(403);
    const missing = await send(4, { method: 'PUT', url: URL.update, payload: { ...body, goods_code: 'NO-SUCH' } });
    expect([missing.statusCode, missing.json().field]).toEqual([404, 'body.goods_code']);
    const stale = await send(4, { method: 'PUT', url: URL.update, payload: { ...body, version: before.version + 7 } });
    expect([stale.statusCode, stale.json().field]).toEqual([409, 'body.version']);
    expect(await row(code)).toEqual(before);

    const ok = await send(4, { method: 'PUT', url: URL.update, payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ goods_name: '바뀐 이름', price: 12_000, version: before.version + 1 });
    expect(await row(code)).toMatchObject({ goods_name: '바뀐 이름', price: 12_000 });
  });
});

describe('PUT product/image_file', () => {
  it('401 without a token', async () => {
    expect((await uploadImage(null, [field('goods_code', 'DEMO-MOCK-SET'), file('a.png', 'image/png', await imageBytes('png'))])).statusCode).toBe(401);
  });
  it('400 when no product is named or the type is wrong', async () => {
    const none = await uploadImage(4, [field('type', 'main'), file('a.png', 'image/png', await imageBytes('png'))]);
    expect([none.statusCode, none.json().field]).toEqual([400, 'body.goods_code']);
    const type = await uploadImage(4, [field('goods_code', 'DEMO-MOCK-SET'), field('type', 'banner'), file('a.png', 'image/png', await imageBytes('png'))]);
    expect([type.statusCode, type.json().field]).toEqual([400, 'body.type']);
  });
  it('403 below level 4', async () => {
    expect((await uploadImage(3, [field('goods_code', 'DEMO-MOCK-SET'), file('a.png', 'image/png', await imageBytes('png'))])).statusCode).toBe(403);
  });
  it('404 for an unknown product, nothing stored', async () => {
    const res = await uploadImage(4, [field('goods_code', 'NO-SUCH'), file('a.png', 'image/png', await imageBytes('png'))]);
    expect([res.statusCode, res.json().field]).toEqual([404, 'body.goods_code']);
  });
  it('refuses a file that is not an image (415), whatever it claims to be, and keeps the old image', async () => {
    const code = await created();
    const first = await uploadImage(4, [field('goods_code', code), file('a.png', 'image/png', await imageBytes('png', 900, 600))]);
    expect(first.statusCode, first.body).toBe(200);
    const before = await row(code);
    const text = await uploadImage(4, [field('goods_code', code), file('a.png', 'image/png', Buffer.from('<html>not an image</html>'))]);
    expect(text.statusCode).toBe(415);
    const fake = Buffer.concat([(await imageBytes('png')).subarray(0, 40), Buffer.from('garbage after a PNG header')]);
    expect((await uploadImage(4, [field('goods_code', code), file('b.png', 'image/png', fake)])).statusCode).toBe(415);
    expect((await uploadImage(4, [field('goods_code', code), file('c.gif', 'image/gif', Buffer.from('GIF89a'))])).statusCode).toBe(415);
    expect(await row(code)).toEqual(before);
  });
  it('stores a display size and a thumbnail (WebP), answers file_name, file_path, goods_code, and removes the replaced image', async () => {
    const code = await created();
    const { id } = await row(code);
    const res = await uploadImage(4, [field('id', id), field('type', 'main'), file('표지.jpg', 'image/jpeg', await imageBytes('jpeg', 2000, 1000))]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', file_name: '표지.jpg', goods_code: code });
    const display = await sharp(stored(body.file_path)).metadata();
    const thumb = await sharp(stored(body.thumb_path)).metadata();
    expect([display.format, display.width, display.height]).toEqual(['webp', 1200, 600]);
    expect([thumb.format, thumb.width]).toEqual(['webp', 320]);
    expect(await row(code)).toMatchObject({ file_name: '표지.jpg', file_path: body.file_path, thumb_path: body.thumb_path });

    const again = await uploadImage(4, [field('goods_code', code), file('새.png', 'image/png', await imageBytes('png', 100, 100))]);
    expect(again.statusCode).toBe(200);
    expect(existsSync(stored(body.file_path))).toBe(false);
    expect(existsSync(stored(body.thumb_path))).toBe(false);
    expect(existsSync(stored(again.json().file_path))).toBe(true);
  });
});

describe('POST file/download', () => {
  it('400 for traversal, absolute and encoded paths (never opened)', async () => {
    const { file_path } = await row('DEMO-MOCK-SET');
    for (const p of [
      '../../etc/passwd',
      `product/../../${file_path}`,
      '/etc/passwd',
      stored(file_path!),
      'product%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      'product\\..\\secret',
      'C:/Windows/win.ini',
      '',
    ]) {
      const res = await send(4, { method: 'POST', url: URL.download, payload: { file_path: p } });
      expect(res.statusCode, p).toBe(400);
      expect(res.json().field).toBe('body.file_path');
    }
  });
  it('404 for a key the store did not store as a product image, even when the file exists', async () => {
    const other = await t.app.deps.storage.save('test-paper', 'x.png', Readable.from([await imageBytes('png')]));
    expect(existsSync(stored(other.key))).toBe(true);
    const res = await send(4, { method: 'POST', url: URL.download, payload: { file_path: other.key } });
    expect(res.statusCode).toBe(404);
  });
  it('404 for a hidden product image unless an administrator asks', async () => {
    const { file_path } = await row('DEMO-OLD-EVENT');
    for (const who of [null, 'student'] as const) expect((await send(who, { method: 'POST', url: URL.download, payload: { file_path } })).statusCode).toBe(404);
    expect((await send(4, { method: 'POST', url: URL.download, payload: { file_path } })).statusCode).toBe(200);
  });
  it('serves a displayed product image (display size and thumbnail) to anyone', async () => {
    const { file_path, thumb_path } = await row('DEMO-MOCK-SET');
    for (const p of [file_path!, thumb_path!]) {
      const res = await send(null, { method: 'POST', url: URL.download, payload: { file_path: p } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    }
  });
});

describe('DELETE product?goods_code=', () => {
  it('401, 400, 403, 404 change nothing', async () => {
    const code = await created();
    expect((await send(null, { method: 'DELETE', url: `${URL.one}?goods_code=${code}` })).statusCode).toBe(401);
    const bad = await send(4, { method: 'DELETE', url: URL.one });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'query.goods_code']);
    expect((await send(3, { method: 'DELETE', url: `${URL.one}?goods_code=${code}` })).statusCode).toBe(403);
    expect((await send(4, { method: 'DELETE', url: `${URL.one}?goods_code=NO-SUCH` })).statusCode).toBe(404);
    expect(await row(code)).toBeDefined();
  });
  it('409 while an order waits to be paid; paid orders keep their copy', async () => {
    const code = await created({ price: 5000 });
    const product = await row(code);
    const [waiting] = await db()
      .insert(orders)
      .values({ order_id: `ord-wait-${product.id}`, product_id: product.id, order_name: product.goods_name, list_amount: 5000, amount: 5000, state: ORDER_STATE.waiting.code })
      .returning();
    const [paid] = await db()
      .insert(orders)
      .values({ order_id: `ord-paid-${product.id}`, product_id: product.id, order_name: product.goods_name, list_amount: 5000, amount: 5000, state: ORDER_STATE.paid.code })
      .returning();
    const refused = await send(4, { method: 'DELETE', url: `${URL.one}?goods_code=${code}` });
    expect(refused.statusCode).toBe(409);
    expect(await row(code)).toEqual(product);

    await db().update(orders).set({ state: ORDER_STATE.failed.code }).where(eq(orders.id, waiting.id));
    const ok = await send(4, { method: 'DELETE', url: `${URL.one}?goods_code=${code}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await row(code)).toBeUndefined();
    const [kept] = await db().select().from(orders).where(eq(orders.id, paid.id));
    expect(kept).toMatchObject({ product_id: null, order_name: product.goods_name, amount: 5000 });
  });
  it('deletes a hidden product for good and removes its stored images', async () => {
    const code = await created();
    const up = await uploadImage(4, [field('goods_code', code), file('a.png', 'image/png', await imageBytes('png'))]);
    await send(4, { method: 'PUT', url: URL.hidden, payload: { hide_list: [code] } });
    const res = await send(4, { method: 'DELETE', url: `${URL.one}?goods_code=${code}` });
    expect(res.json()).toEqual({ result: 'success', goods_code: code });
    expect(await row(code)).toBeUndefined();
    expect(existsSync(stored(up.json().file_path))).toBe(false);
    expect(existsSync(stored(up.json().thumb_path))).toBe(false);
  });
});

describe('seedStoreProducts', () => {
  it('seeds about a dozen products, two hidden, each with stored images, and changes nothing when run again', async () => {
    const rows = await db().select().from(products).where(inArray(products.goods_code, ['DEMO-UNLIMITED-30', 'DEMO-PREMIUM-MATH', 'DEMO-OLD-EVENT', 'DEMO-INTERVIEW-OLD']));
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(existsSync(stored(r.thumb_path!))).toBe(true);
    const demo = (await db().select().from(products)).filter((p) => p.goods_code.startsWith('DEMO-'));
    expect(demo.length).toBeGreaterThanOrEqual(12);
    expect(demo.filter((p) => !p.display)).toHaveLength(2);
    const services = await db().select().from(consultingServices);
    expect(demo.filter((p) => p.kind === 'consulting')).toHaveLength(services.length);
    await seedStoreProducts(db(), t.app.deps.storage);
    expect((await db().select().from(products)).filter((p) => p.goods_code.startsWith('DEMO-'))).toHaveLength(demo.length);
  });
});
