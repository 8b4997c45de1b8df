/**
 * The customer's side of test papers (issue 12, point 2): the browser-side checks of picked files, the page
 * order, and the choices of the upload form. Table-driven, on Node's File (no DOM).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addPicked, checkFile, movePage, PICK_MESSAGES, type PickedPage } from '../../src/features/test-papers/components/customer/picked-pages';
import { SCHOOL_TYPE_CHOICES, SEMESTER_CHOICES, SUBJECT_CHOICES, yearChoices } from '../../src/features/test-papers/components/customer/upload-options';
import { TEST_PAPER_YEARS } from '../../src/api/test-papers';

const imageOf = async (background: string) => sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer();
const png = () => imageOf('#fff');
const file = (name: string, type: string, bytes: Uint8Array | string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
const PDF = '%PDF-1.4\n%%EOF\n';
/** The server's default limits (UPLOAD_MAX_MB, UPLOAD_MAX_FILES), as user_upload_file/mine reports them. */
const LIMITS = { maxMb: 20, maxFiles: 10 };

describe('checkFile', () => {
  it.each([
    ['a PDF', () => file('paper.pdf', 'application/pdf', PDF), { kind: 'pdf' }],
    ['a PNG photo', async () => file('p1.png', 'image/png', await png()), { kind: 'image' }],
    ['a PNG with no declared type, by its name', async () => file('p1.png', '', await png()), { kind: 'image' }],
  ] as const)('accepts %s', async (_, make, expected) => {
    expect(await checkFile(await make(), LIMITS)).toEqual(expected);
  });

  it.each([
    ['a Word file', () => file('paper.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'PK'), '파일만 올릴 수 있습니다'],
    ['an empty PNG', () => file('p1.png', 'image/png', ''), '빈 파일'],
    ['text named .png', () => file('p1.png', 'image/png', 'hello, not a picture'), 'PNG 형식이 아닙니다'],
    ['a PNG named .pdf', async () => file('paper.pdf', 'application/pdf', await png()), 'PDF 형식이 아닙니다'],
  ] as const)('refuses %s, naming the file', async (_, make, message) => {
    const result = await checkFile(await make(), LIMITS);
    expect(result).toHaveProperty('problem');
    expect((result as { problem: string }).problem).toContain(message);
    expect((result as { problem: string }).problem.startsWith((await make()).name)).toBe(true);
  });

  it('refuses a file over the size limit before reading it as an image', async () => {
    const big = file('big.png', 'image/png', new Uint8Array(LIMITS.maxMb * 1024 * 1024 + 1));
    expect((await checkFile(big, LIMITS)) as { problem: string }).toMatchObject({ problem: expect.stringContaining(`${LIMITS.maxMb}MB`) });
  });
});

describe('addPicked', () => {
  it('appends photos in natural name order and leaves out the bad ones with their problems', async () => {
    const { pages, problems } = await addPicked([], [file('p10.png', 'image/png', await imageOf('#111')), file('p2.png', 'image/png', await png()), file('x.png', 'image/png', 'nope')], LIMITS);
    expect(pages.map((p) => p.file.name)).toEqual(['p2.png', 'p10.png']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('x.png');
  });

  it('leaves out a file identical to one listed, by content', async () => {
    const bytes = await png();
    const { pages } = await addPicked([], [file('p1.png', 'image/png', bytes)], LIMITS);
    const again = await addPicked(pages, [file('copy-of-p1.png', 'image/png', bytes), file('p2.png', 'image/png', await imageOf('#000'))], LIMITS);
    expect(again.pages.map((p) => p.file.name)).toEqual(['p1.png', 'p2.png']);
    expect(again.problems).toEqual([`copy-of-p1.png: ${PICK_MESSAGES.twice}`]);
  });

  it('keeps a PDF alone: not beside photos, not two PDFs', async () => {
    const bytes = await png();
    const { pages: photos } = await addPicked([], [file('p1.png', 'image/png', bytes)], LIMITS);
    const withPdf = await addPicked(photos, [file('paper.pdf', 'application/pdf', PDF)], LIMITS);
    expect(withPdf.pages).toBe(photos);
    expect(withPdf.problems).toContain(PICK_MESSAGES.pdfAlone);
    const twoPdfs = await addPicked([], [file('a.pdf', 'application/pdf', PDF), file('b.pdf', 'application/pdf', `${PDF}% b\n`)], LIMITS);
    expect(twoPdfs.pages).toEqual([]);
    expect(twoPdfs.problems).toContain(PICK_MESSAGES.pdfAlone);
  });

  it(`refuses more than ${LIMITS.maxFiles} photos and keeps what was there`, async () => {
    const many = await Promise.all(Array.from({ length: LIMITS.maxFiles + 1 }, async (_, i) => file(`p${i + 1}.png`, 'image/png', await imageOf(`#${String(i).padStart(2, '0')}0000`))));
    const { pages, problems } = await addPicked([], many, LIMITS);
    expect(pages).toEqual([]);
    expect(problems).toContain(PICK_MESSAGES.tooMany(LIMITS.maxFiles));
  });
});

describe('movePage', () => {
  const pages = ['a', 'b', 'c'].map((key) => ({ key }) as PickedPage);
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moves page %i by %i', (index, delta, expected) => {
    expect(movePage(pages, index, delta).map((p) => p.key)).toEqual(expected);
  });
});

describe('upload choices', () => {
  it('offers years from this year (or the newest filter year) back to the oldest accepted, newest first', () => {
    const years = yearChoices(new Date('2026-11-22T00:00:00Z'));
    expect(years[0]).toEqual({ value: '2026', label: '2026년' });
    expect(years.at(-1)?.value).toBe(String(TEST_PAPER_YEARS.min));
    expect(yearChoices(new Date('2024-03-01T00:00:00Z'))[0].value).toBe('2025');
  });

  it('offers the spec codes with Korean labels (section 9)', () => {
    expect(SCHOOL_TYPE_CHOICES).toEqual([
      { value: '2', label: '중학교' },
      { value: '3', label: '고등학교' },
    ]);
    expect(SUBJECT_CHOICES.map((c) => `${c.value} ${c.label}`)).toEqual(['1 국어', '2 영어', '3 수학', '4 사회', '5 과학', '6 한국사·역사', '0 기타']);
    expect(SEMESTER_CHOICES.map((c) => `${c.value} ${c.label}`)).toEqual(['1 1학기 중간', '2 1학기 기말', '3 2학기 중간', '4 2학기 기말']);
  });
});
