/**
 * Demo store products (issue 11 point 2): about a dozen products across categories and kinds — a premium
 * product, the monthly unlimited pass (19,900원, 30 days), one consulting product for each consulting service,
 * and goods — two of them hidden, each with an image drawn here (an SVG rendered by sharp) and stored like an
 * upload, as a display size and a thumbnail. Idempotent: products are found by their fixed demo goods codes,
 * and a product already there is left as administrators changed it.
 */
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { inArray } from 'drizzle-orm';
import { PRODUCT_IMAGE_SIZES, type ProductKind } from '../../../src/api/store/products';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { consultingServices, products } from '../schema';
import { seedConsultingServices } from './consulting-services';

interface DemoProduct {
  goods_code: string;
  goods_name: string;
  brand_name: string;
  category1_seq: number;
  goods_type: number;
  kind: ProductKind;
  price: number;
  period_days?: number;
  description: string;
  display?: boolean;
  /** Colour of the drawn image. */
  color: string;
}

const DEMO: DemoProduct[] = [
  { goods_code: 'DEMO-UNLIMITED-30', goods_name: '무제한 이용권 (1개월)', brand_name: '에듀랩', category1_seq: 13, goods_type: 3, kind: 'unlimited', price: 19_900, period_days: 30, description: '모든 문제와 해설을 30일 동안 무제한으로 이용합니다. 매월 자동 결제됩니다.', color: '#228be6' },
  { goods_code: 'DEMO-PREMIUM-MATH', goods_name: '프리미엄 수학 심화 문제집', brand_name: '에듀랩', category1_seq: 3, goods_type: 1, kind: 'premium', price: 39_000, period_days: 180, description: '고3 수학 심화 문항 600제와 풀이 영상 (180일 이용).', color: '#7950f2' },
  { goods_code: 'DEMO-PREMIUM-ENG', goods_name: '프리미엄 영어 독해 트레이닝', brand_name: '에듀랩', category1_seq: 2, goods_type: 1, kind: 'premium', price: 29_000, period_days: 90, description: '수능 영어 독해 유형별 훈련 (90일 이용).', color: '#12b886' },
  { goods_code: 'DEMO-MOCK-SET', goods_name: '실전 모의고사 5회분', brand_name: '에듀랩', category1_seq: 7, goods_type: 2, kind: 'goods', price: 15_000, description: '실전과 같은 형식의 모의고사 5회분 인쇄본.', color: '#fd7e14' },
  { goods_code: 'DEMO-KOREAN-BOOK', goods_name: '국어 문학 개념서', brand_name: '한빛교육', category1_seq: 1, goods_type: 2, kind: 'goods', price: 18_000, description: '현대시·고전시가 개념 정리 교재.', color: '#e64980' },
  { goods_code: 'DEMO-SCIENCE-NOTE', goods_name: '과학 탐구 요약 노트', brand_name: '한빛교육', category1_seq: 5, goods_type: 2, kind: 'goods', price: 12_000, description: '물리·화학·생명과학·지구과학 핵심 요약.', color: '#15aabf' },
  { goods_code: 'DEMO-ESSAY-CLASS', goods_name: '논술 첨삭 4회권', brand_name: '에듀랩', category1_seq: 10, goods_type: 1, kind: 'goods', price: 120_000, description: '인문 논술 답안 4회 첨삭.', color: '#40c057' },
  { goods_code: 'DEMO-HISTORY-QUIZ', goods_name: '한국사 기출 퀴즈팩', brand_name: '에듀랩', category1_seq: 6, goods_type: 1, kind: 'goods', price: 5_000, description: '한국사 기출 문항 퀴즈 300제.', color: '#fab005' },
  { goods_code: 'DEMO-OLD-EVENT', goods_name: '지난 학기 특가 패키지', brand_name: '에듀랩', category1_seq: 19, goods_type: 5, kind: 'goods', price: 9_900, description: '판매가 끝난 이벤트 상품입니다.', display: false, color: '#868e96' },
  { goods_code: 'DEMO-INTERVIEW-OLD', goods_name: '면접 대비 특강 (지난 시즌)', brand_name: '한빛교육', category1_seq: 11, goods_type: 1, kind: 'goods', price: 50_000, description: '지난 시즌 면접 특강 다시보기.', display: false, color: '#495057' },
];

/** A square picture in the product's colour with a simple book shape, as PNG bytes. */
async function drawImage(color: string, index: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.6"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <rect x="220" y="180" width="360" height="440" rx="24" fill="#ffffff" opacity="0.92"/>
  <rect x="220" y="180" width="48" height="440" rx="12" fill="${color}"/>
  <rect x="310" y="260" width="220" height="28" rx="14" fill="${color}" opacity="0.7"/>
  <rect x="310" y="320" width="180" height="20" rx="10" fill="${color}" opacity="0.4"/>
  <rect x="310" y="360" width="200" height="20" rx="10" fill="${color}" opacity="0.4"/>
  <circle cx="${300 + (index % 5) * 50}" cy="520" r="30" fill="${color}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores a drawn picture as a display size and a thumbnail (WebP), as an upload would. */
async function storeImage(storage: FileStorage, png: Buffer): Promise<{ file_path: string; thumb_path: string }> {
  const draw = (size: number) => sharp(png).resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  const display = await storage.save('product', 'image.webp', Readable.from([await draw(PRODUCT_IMAGE_SIZES.display)]));
  const thumb = await storage.save('product', 'image.webp', Readable.from([await draw(PRODUCT_IMAGE_SIZES.thumb)]));
  return { file_path: display.key, thumb_path: thumb.key };
}

/** Creates the demo products that are missing (see the file comment). */
export async function seedStoreProducts(db: Db, storage: FileStorage): Promise<void> {
  await seedConsultingServices(db);
  const services = await db.select().from(consultingServices).orderBy(consultingServices.sort_order, consultingServices.id);
  const colors = ['#1971c2', '#9c36b5', '#c2255c', '#2f9e44'];
  const all: Array<DemoProduct & { consulting_service_id?: number }> = [
    ...DEMO,
    ...services.map((s, i) => ({
      goods_code: `DEMO-CONSULT-${s.code.toUpperCase().replace(/[^A-Z0-9]/g, '-')}`.slice(0, 40),
      goods_name: s.name,
      brand_name: '에듀랩 입시연구소',
      category1_seq: 12,
      goods_type: 4,
      kind: 'consulting' as const,
      price: s.price,
      description: s.description.slice(0, 2000),
      consulting_service_id: s.id,
      color: colors[i % colors.length],
    })),
  ];
  const existing = new Set(
    (await db.select({ code: products.goods_code }).from(products).where(inArray(products.goods_code, all.map((p) => p.goods_code)))).map((r) => r.code),
  );
  for (const [i, p] of all.entries()) {
    if (existing.has(p.goods_code)) continue;
    const image = await storeImage(storage, await drawImage(p.color, i));
    const inserted = await db
      .insert(products)
      .values({
        goods_code: p.goods_code,
        goods_name: p.goods_name,
        brand_name: p.brand_name,
        category1_seq: p.category1_seq,
        goods_type: p.goods_type,
        kind: p.kind,
        price: p.price,
        period_days: p.period_days ?? null,
        description: p.description,
        display: p.display ?? true,
        auto_registered: p.kind === 'consulting',
        consulting_service_id: p.consulting_service_id ?? null,
        file_name: `${p.goods_code.toLowerCase()}.png`,
        ...image,
      })
      .onConflictDoNothing({ target: products.goods_code })
      .returning({ id: products.id });
    // Another seeding run took the code first: its images stand, these are removed.
    if (inserted.length === 0) await Promise.allSettled([storage.remove(image.file_path), storage.remove(image.thumb_path)]);
  }
}

