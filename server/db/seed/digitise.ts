/**
 * Demo data of the AI digitisation flow (issue 9): one AI exam subject (EXAM_TYPE.ai) assigned to the level-1
 * demo account as enterer and the level-3 account as reviewer, with a two-column paper generated here by pdfkit
 * (numbered questions with choices ①-⑤, a shared passage [3～4], 단답형 questions) and a waiting splitting job,
 * so that a started server shows it being split. Idempotent: the exam is found by its name.
 */
import { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { EXAM_TYPE } from '../../../src/api/codes';
import { examSubjects, exams, splitJobs, users } from '../schema';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';

/** The demo AI exam's name (also how the seeder finds it again). */
export const DEMO_AI_EXAM_NAME = 'AI 분할 데모 모의고사';

/** The bundled Korean fonts (server/assets/fonts, copied beside the built server). */
function fontDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../assets/fonts'), path.resolve(here, 'assets/fonts'), path.resolve('server/assets/fonts')];
  return candidates.find((dir) => existsSync(path.join(dir, 'NanumGothic.ttf'))) ?? candidates[0];
}

/** What demo paper to draw. */
export interface DemoPaperOptions {
  /** Pages (2-4); about five questions a column. */
  pages?: number;
}

const CIRCLED = ['①', '②', '③', '④', '⑤'];
const STEMS = [
  '다음 중 옳은 것을 고른 것은?',
  '함수 f(x) = x^2 - 4x + 3 의 최솟값은?',
  '두 수 a, b 에 대하여 a + b = 7, ab = 12 일 때, a^2 + b^2 의 값은?',
  '등차수열 {a(n)} 에서 a(1) = 3, a(5) = 19 일 때, a(10) 의 값은?',
  '다음 글을 읽고 물음에 답하시오. 빈칸에 들어갈 말로 가장 알맞은 것은?',
  '좌표평면 위의 두 점 A(1, 2), B(4, 6) 사이의 거리는?',
];

/**
 * A KICE-like demo paper as a PDF: A4 pages in two columns with a divider, a header and a page number, numbered
 * questions with a stem of one to three lines and five choices (on one line or two), a shared passage
 * "[3～4]" before questions 3 and 4, and 단답형 questions (no choices) on the last page.
 */
export async function demoExamPaper(opts: DemoPaperOptions = {}): Promise<Buffer> {
  // Loaded when a paper is drawn, not at start-up (pdfkit is a large module).
  const { default: PDFDocument } = await import('pdfkit');
  const pages = Math.min(4, Math.max(2, opts.pages ?? 2));
  const fonts = fontDir();
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: DEMO_AI_EXAM_NAME } });
  doc.registerFont('body', path.join(fonts, 'NanumGothic.ttf'));
  doc.registerFont('bold', path.join(fonts, 'NanumGothicBold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const W = 595.28, H = 841.89, M = 40, GAP = 24, TOP = 90, BOTTOM = H - 60;
  const colW = (W - 2 * M - GAP) / 2;
  let number = 1;
  for (let p = 1; p <= pages; p++) {
    doc.addPage();
    doc.font('bold').fontSize(16).text('수학 영역', 0, 40, { width: W, align: 'center' });
    doc.moveTo(M, 72).lineTo(W - M, 72).lineWidth(1).stroke();
    doc.moveTo(W / 2, TOP - 6).lineTo(W / 2, BOTTOM).lineWidth(0.5).stroke();
    doc.font('body').fontSize(9).text(String(p), 0, H - 40, { width: W, align: 'center' });
    for (let c = 0; c < 2; c++) {
      const x = M + c * (colW + GAP);
      let y = TOP;
      while (y < BOTTOM - 150) {
        const shortAnswer = p === pages && c === 1;
        if (number === 3) {
          doc.font('bold').fontSize(10).text('[3～4] 다음 글을 읽고 물음에 답하시오.', x, y, { width: colW });
          y = doc.y + 4;
          doc.font('body').fontSize(10).text('어느 학교 학생들이 수학 동아리에서 수열의 성질을 조사하였다. 첫째항과 공차가 주어진 등차수열의 일반항을 구하고, 그 합을 여러 방법으로 계산하여 비교하였다.', x + 8, y, { width: colW - 8 });
          y = doc.y + 14;
        }
        const stem = STEMS[(number * 7) % STEMS.length];
        const lines = 1 + (number % 3);
        doc.font('bold').fontSize(11).text(`${number}.`, x, y, { width: 22 });
        doc.font('body').fontSize(11).text(Array.from({ length: lines }, () => stem).join(' '), x + 22, y, { width: colW - 22 });
        y = doc.y + 8;
        if (!shortAnswer) {
          const values = [1, 2, 3, 4, 5].map((k) => String(number + k * (number % 4 + 1)));
          if (number % 2) {
            doc.fontSize(10).text(values.map((v, i) => `${CIRCLED[i]} ${v}`).join('      '), x + 22, y, { width: colW - 22 });
            y = doc.y + 4;
          } else {
            doc.fontSize(10).text(values.slice(0, 3).map((v, i) => `${CIRCLED[i]} ${v}`).join('        '), x + 22, y, { width: colW - 22 });
            y = doc.y + 2;
            doc.fontSize(10).text(values.slice(3).map((v, i) => `${CIRCLED[i + 3]} ${v}`).join('        '), x + 22, y, { width: colW - 22 });
            y = doc.y + 4;
          }
        }
        y += 30;
        number++;
      }
    }
  }
  doc.end();
  return done;
}

/**
 * Seeds the demo AI exam with its paper and a waiting splitting job (the running server's job runner splits
 * it). Does nothing when the exam exists already.
 */
export async function seedDigitise(db: Db, storage: FileStorage): Promise<void> {
  const [existing] = await db.select({ id: exams.id }).from(exams).where(eq(exams.name, DEMO_AI_EXAM_NAME));
  if (existing) return;
  const byEmail = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? null;
  const enterer = await byEmail('level1@demo.local');
  const reviewer = await byEmail('level3@demo.local');
  const admin = await byEmail('level5@demo.local');
  const pdf = await demoExamPaper({ pages: 3 });
  const stored = await storage.save('digitise', 'paper.pdf', Readable.from([pdf]));
  const year = new Date().getFullYear();
  await db.transaction(async (tx) => {
    const [exam] = await tx.insert(exams).values({ name: DEMO_AI_EXAM_NAME, type: EXAM_TYPE.ai.code, school_type: 3, grade_id: 3, year }).returning({ id: exams.id });
    const [subject] = await tx
      .insert(examSubjects)
      .values({ exam_id: exam.id, name: `${DEMO_AI_EXAM_NAME} 수학`, school_type: 3, grade_id: 3, subject_type_id: 3, subject_code_name: 'MATH1', type: EXAM_TYPE.ai.code, year, user_id: enterer, admin_id: reviewer })
      .returning({ id: examSubjects.id });
    await tx.insert(splitJobs).values({ exam_subject_id: subject.id, file_key: stored.key, file_name: '데모 시험지.pdf', content_type: 'application/pdf', user_id: admin });
  });
}
