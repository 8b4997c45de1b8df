/**
 * Demo data: test papers uploaded by the demo student (student@demo.local) in every state, so that the
 * administrators' review screens have something to filter, view, download and decide. The pages are PNG
 * images drawn here (a header, numbered question blocks and a "견본" mark), never real exam papers; they are
 * written to storage like uploads. States are reached through the test-paper machine with audit rows by the
 * level-4 demo administrator, as the review screen would. Idempotent: the pages are drawn the same every time,
 * so a demo page already stored (found by its SHA-256) means the papers are there; on a start where the demo
 * student's papers already hold the demo pages (by file name) nothing is drawn at all. Seeded only when a storage
 * is given (the pages must exist as files).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { labelFor, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE } from '../../../src/api/codes';
import { TEST_PAPER_POINTS } from '../../../src/api/test-papers';
import { testPaperMachine, type TestPaperEvent } from '../../../src/machines/test-paper.machine';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { applyTransition } from '../../core/transitions';
import { ENTITY } from '../../features/test-papers/test-papers.repository';
import { schools, testPaperFiles, testPapers, users } from '../schema';

const HIGH = SCHOOL_TYPE.high.code;
const MIDDLE = SCHOOL_TYPE.middle.code;

/** A demo paper: where it is from, how many pages, and the reviewer's events that bring it to its state. */
interface DemoPaper {
  /** A school of the seeded school list, or a typed name that is not in it (school_id stays null). */
  school: string;
  inList: boolean;
  school_type: number;
  grade_id: number;
  subject_type_id: number;
  semester: number;
  year: number;
  pages: number;
  events: TestPaperEvent[];
  /** Whether the uploader has looked since the last change. */
  seen: boolean;
}

const PAPERS: DemoPaper[] = [
  { school: '휘문고등학교', inList: true, school_type: HIGH, grade_id: 2, subject_type_id: SUBJECT_TYPE.math.code, semester: SEMESTER.firstMid.code, year: 2025, pages: 2, events: [], seen: true },
  { school: '대치중학교', inList: true, school_type: MIDDLE, grade_id: 3, subject_type_id: SUBJECT_TYPE.english.code, semester: SEMESTER.firstFinal.code, year: 2025, pages: 1, events: [], seen: true },
  {
    school: '한빛고등학교',
    inList: false,
    school_type: HIGH,
    grade_id: 1,
    subject_type_id: SUBJECT_TYPE.korean.code,
    semester: SEMESTER.secondMid.code,
    year: 2025,
    pages: 2,
    events: [{ type: 'REJECT', reason: '2쪽이 흐려서 문항을 읽을 수 없습니다. 밝은 곳에서 다시 찍어 올려 주세요.' }],
    seen: false,
  },
  { school: '경기고등학교', inList: true, school_type: HIGH, grade_id: 3, subject_type_id: SUBJECT_TYPE.science.code, semester: SEMESTER.secondFinal.code, year: 2024, pages: 3, events: [{ type: 'APPROVE' }], seen: false },
  { school: '역삼중학교', inList: true, school_type: MIDDLE, grade_id: 1, subject_type_id: SUBJECT_TYPE.math.code, semester: SEMESTER.firstFinal.code, year: 2025, pages: 2, events: [{ type: 'APPROVE' }], seen: true },
  {
    school: '중동고등학교',
    inList: true,
    school_type: HIGH,
    grade_id: 1,
    subject_type_id: SUBJECT_TYPE.social.code,
    semester: SEMESTER.firstMid.code,
    year: 2024,
    pages: 1,
    events: [{ type: 'REJECT', reason: '시험지가 아니라 학습지입니다.' }, { type: 'REOPEN' }],
    seen: true,
  },
];

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One page of a demo paper as a PNG: a header, numbered question blocks and a "견본" mark. Different for every paper and page. */
async function pagePng(paper: DemoPaper, index: number, page: number): Promise<Buffer> {
  const width = 620;
  const height = 877;
  const title = `${paper.year}학년도 ${labelFor(SEMESTER, paper.semester)}고사 ${labelFor(SUBJECT_TYPE, paper.subject_type_id)} (${paper.grade_id}학년)`;
  const blocks = Array.from({ length: 4 }, (_, i) => {
    const y = 150 + i * 170;
    const lines = Array.from({ length: 3 + ((index + page + i) % 3) }, (_, j) => `<rect x="70" y="${y + 30 + j * 22}" width="${380 - ((index * 37 + page * 53 + i * 29 + j * 41) % 160)}" height="8" fill="#9aa0a6"/>`);
    return `<text x="40" y="${y + 20}" font-size="18" font-family="sans-serif">${(page - 1) * 4 + i + 1}.</text>${lines.join('')}`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#202124" stroke-width="2"/>
    <text x="40" y="60" font-size="20" font-family="sans-serif">${escapeXml(paper.school)}</text>
    <text x="40" y="95" font-size="16" font-family="sans-serif">${escapeXml(title)}</text>
    <line x1="40" y1="115" x2="${width - 40}" y2="115" stroke="#202124"/>
    ${blocks.join('\n')}
    <text x="${width - 150}" y="${height - 40}" font-size="16" font-family="sans-serif" fill="#c5221f">견본 · 데모 ${index + 1}-${page}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Adds the demo papers with their pages (stored files) and their state histories, once. */
export async function seedTestPapers(db: Db, storage: FileStorage): Promise<void> {
  // Before drawing anything (sharp, on every start): the demo student's papers already carry the demo pages.
  const names = PAPERS.flatMap((paper) => Array.from({ length: paper.pages }, (_, p) => `${paper.school}_${p + 1}쪽.png`));
  const [{ seeded }] = await db
    .select({ seeded: count() })
    .from(testPaperFiles)
    .innerJoin(testPapers, eq(testPapers.id, testPaperFiles.test_paper_id))
    .innerJoin(users, eq(users.id, testPapers.user_id))
    .where(and(eq(users.email, 'student@demo.local'), inArray(testPaperFiles.file_name, names)));
  if (seeded > 0) return;
  const pages = await Promise.all(PAPERS.map((paper, i) => Promise.all(Array.from({ length: paper.pages }, (_, p) => pagePng(paper, i, p + 1)))));
  const hashes = pages.map((list) => list.map((png) => createHash('sha256').update(png).digest('hex')));
  const [{ n }] = await db.select({ n: count() }).from(testPaperFiles).where(inArray(testPaperFiles.sha256, hashes.flat()));
  if (n > 0) return;
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['student@demo.local', 'level4@demo.local']));
  const student = people.find((p) => p.email === 'student@demo.local');
  const reviewer = people.find((p) => p.email === 'level4@demo.local');
  if (!student || !reviewer) return;
  const listed = await db.select({ id: schools.id, school_name: schools.school_name }).from(schools).where(inArray(schools.school_name, PAPERS.map((p) => p.school)));

  const stored: string[] = [];
  try {
    const saved = await Promise.all(pages.map((list) => Promise.all(list.map((png) => storage.save('test-paper', 'page.png', Readable.from([png]))))));
    stored.push(...saved.flat().map((s) => s.key));
    await db.transaction(async (tx) => {
      for (const [i, paper] of PAPERS.entries()) {
        const { school, inList, pages: _pages, events, seen, ...codes } = paper;
        const [row] = await tx
          .insert(testPapers)
          .values({ ...codes, user_id: student.id, school_name: school, school_id: inList ? (listed.find((s) => s.school_name === school)?.id ?? null) : null })
          .returning();
        await tx.insert(testPaperFiles).values(
          saved[i].map((file, p) => ({
            test_paper_id: row.id,
            page: p + 1,
            file_key: file.key,
            file_name: `${school}_${p + 1}쪽.png`,
            content_type: 'image/png',
            size: file.size,
            sha256: hashes[i][p],
          })),
        );
        let state = String(row.state);
        let approvedOnce = false;
        for (const event of events) {
          const reason = 'reason' in event ? (event.reason ?? null) : null;
          state = await applyTransition({ tx, machine: testPaperMachine, entity: ENTITY, entityId: row.id, current: state, event, userId: reviewer.id, reason });
          approvedOnce ||= event.type === 'APPROVE';
          await tx
            .update(testPapers)
            .set({ state: Number(state), reason: event.type === 'REJECT' ? reason : null, state_seen: seen, ...(approvedOnce ? { points_awarded: TEST_PAPER_POINTS } : {}) })
            .where(eq(testPapers.id, row.id));
        }
      }
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.remove(key)));
    throw error;
  }
}
