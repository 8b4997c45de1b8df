/**
 * The consulting report as a PDF (issue 10 point 7: "a page and a PDF download"): A4, the title, the student,
 * school and grade, the service and its dates, the chosen majors grouped by 군 with converted score, band and the
 * reason when there is none, the mock-exam scores, the unit analysis (weakest first), the consultant's 종합 의견 and
 * 전략과 조언, and page numbers. Korean text is set in the bundled NanumGothic (OFL 1.1, server/assets/fonts),
 * embedded as a subset with its Unicode map, so the text of the file is searchable and copyable.
 *
 * Pure: report data in, the file's bytes out. The same facts and labels as the page (report-view.tsx).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsultingReport } from '../../../src/api/consulting/applications';
import { ADMISSION_GROUP_CODES } from '../../../src/api/consulting/search';
import { formatDateTime, gradeLabel, gunLabel, inReportOrder, subjectAreaLabel } from '../../../src/features/consulting/applications/applications.rules';

/** What the PDF shows besides the report: the application's number, dates and consultant. */
export interface ReportPdfInput {
  report: ConsultingReport;
  application: {
    id: number;
    /** When the student applied (ISO 8601). */
    create_time: string;
    /** When the report was delivered (ISO 8601); null before. */
    delivered_at: string | null;
    consultant_name: string | null;
  };
}

/** The fonts folder: server/assets/fonts in the source tree, or assets/fonts beside the built server (scripts/build-server.mjs). */
function fontsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found = [path.join(here, '../../assets/fonts'), path.join(here, 'assets/fonts')].find((p) => existsSync(path.join(p, 'NanumGothic.ttf')));
  if (!found) throw new Error('fonts folder not found (server/assets/fonts/NanumGothic.ttf)');
  return found;
}

let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** The two faces, read once on the first PDF. */
function loadFonts() {
  if (!fonts) {
    const dir = fontsDir();
    fonts = { regular: readFileSync(path.join(dir, 'NanumGothic.ttf')), bold: readFileSync(path.join(dir, 'NanumGothicBold.ttf')) };
  }
  return fonts;
}

const MARGIN = 50;
const REGULAR = 'NanumGothic';
const BOLD = 'NanumGothicBold';
const INK = '#222222';
const MUTED = '#666666';
const RULE = '#bbbbbb';
const HEAD_FILL = '#f1f3f5';
const BAND_FILL: Record<string, string> = { 안정: '#e6fcf5', 적정: '#e7f5ff', 소신: '#fff4e6', 도전: '#fff5f5' };

type Doc = PDFKit.PDFDocument;
/** One table column: its header, its share of the width, and how a cell is filled for a row. */
interface Column<T> {
  header: string;
  width: number;
  cell: (row: T, index: number) => string;
  fill?: (row: T, index: number) => string | undefined;
}

const show = (v: number | null) => (v === null ? '-' : String(v));
const rate = (correct: number, total: number) => (total ? `${Math.round((correct / total) * 100)}%` : '-');
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page unless `height` more fits on this one. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.8).font(BOLD).fontSize(13).fillColor(INK).text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.3);
}

function subheading(doc: Doc, text: string) {
  ensureRoom(doc, 50);
  doc.moveDown(0.4).font(BOLD).fontSize(11).fillColor(INK).text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.2);
}

/** A paragraph, or the dimmed `empty` line when there is no text. */
function prose(doc: Doc, text: string, empty: string) {
  const body = text.trim();
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(body ? INK : MUTED)
    .text(body || empty, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 3 });
}

function note(doc: Doc, text: string) {
  doc.moveDown(0.3).font(REGULAR).fontSize(9).fillColor(MUTED).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 2 });
}

/** A table with a header row repeated on each page it runs onto (unless `withHeader` is false); each row as tall as its tallest cell. */
function table<T>(doc: Doc, columns: Column<T>[], rows: readonly T[], withHeader = true) {
  const left = doc.page.margins.left;
  const total = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * contentWidth(doc));
  const pad = 4;
  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(9);
    return Math.max(...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i] - pad * 2, lineGap: 1 }))) + pad * 2;
  };
  const drawRow = (cells: string[], font: string, fills: Array<string | undefined>) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      if (fills[i]) doc.rect(x, y, widths[i], height).fill(fills[i]!);
      doc.rect(x, y, widths[i], height).lineWidth(0.5).strokeColor(RULE).stroke();
      doc
        .font(font)
        .fontSize(9)
        .fillColor(INK)
        .text(text, x + pad, y + pad, { width: widths[i] - pad * 2, lineGap: 1 });
      x += widths[i];
    });
    doc.x = left;
    doc.y = y + height;
  };
  const headers = columns.map((c) => c.header);
  const drawHeader = () => withHeader && drawRow(headers, BOLD, headers.map(() => HEAD_FILL));
  ensureRoom(doc, rowHeight(headers, BOLD) * 2);
  drawHeader();
  rows.forEach((row, index) => {
    const cells = columns.map((c) => c.cell(row, index));
    if (doc.y + rowHeight(cells, REGULAR) > bottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(
      cells,
      REGULAR,
      columns.map((c) => c.fill?.(row, index)),
    );
  });
  doc.moveDown(0.3);
}

type Choice = ConsultingReport['choices'][number];

/** The chosen majors, one table per 군 in the order 가, 나, 다. */
function choicesSection(doc: Doc, report: ConsultingReport) {
  heading(doc, '2. 지원 대학·학과');
  if (report.choices.length === 0) return prose(doc, '', '신청할 때 담은 학과가 없습니다.');
  const columns: Column<Choice>[] = [
    { header: '대학·학과', width: 34, cell: (c) => `${c.univ_name} ${c.major_name}\n(${c.region}, ${c.year})` },
    { header: '환산점수', width: 14, cell: (c) => (c.converted === null ? '-' : c.converted.toFixed(2)) + (c.formula ? `\n${c.formula.year} ${c.formula.track}` : '') },
    { header: '판정', width: 9, cell: (c) => c.band ?? '-', fill: (c) => (c.band ? BAND_FILL[c.band] : undefined) },
    {
      header: '지난 입결 · 참고',
      width: 43,
      cell: (c) => [c.cutoffs.length ? c.cutoffs.map((k) => `${k.year} ${k.kind} ${k.score}`).join(' · ') : '입결 자료 없음', c.score_note].filter(Boolean).join('\n'),
    },
  ];
  const known = new Set<string>(ADMISSION_GROUP_CODES);
  const groups = [...ADMISSION_GROUP_CODES, ...new Set(report.choices.map((c) => c.gun).filter((g) => !known.has(g)))];
  for (const gun of groups) {
    const rows = report.choices.filter((c) => c.gun === gun);
    if (rows.length === 0) continue;
    subheading(doc, gunLabel(gun));
    table(doc, columns, rows);
  }
  if (report.converted_note) note(doc, report.converted_note);
}

type Score = ConsultingReport['scores'][number];

/** The mock-exam scores, one table per sitting. */
function scoresSection(doc: Doc, report: ConsultingReport) {
  heading(doc, '3. 모의고사 성적');
  const sittings = [...new Set(report.scores.map((s) => `${s.year}|${s.test_name}`))];
  if (sittings.length === 0) return prose(doc, '', '신청할 때 입력한 성적이 없습니다.');
  for (const sitting of sittings) {
    const [year, name] = sitting.split('|');
    const columns: Column<Score>[] = [
      { header: `${name} (${year})`, width: 40, cell: (s) => subjectAreaLabel(s.subject_area, s.choice_subject_id) },
      { header: '원점수', width: 15, cell: (s) => show(s.raw_score) },
      { header: '표준점수', width: 15, cell: (s) => show(s.standard_score) },
      { header: '백분위', width: 15, cell: (s) => show(s.percentile) },
      { header: '등급', width: 15, cell: (s) => show(s.grade) },
    ];
    table(
      doc,
      columns,
      inReportOrder(report.scores.filter((s) => `${s.year}|${s.test_name}` === sitting)),
    );
  }
}

type Unit = ConsultingReport['units'][number]['units'][number];

/** The unit analysis of each graded exam, its weakest unit first (as the report stores them). */
function unitsSection(doc: Doc, report: ConsultingReport) {
  heading(doc, '4. 단원 분석');
  if (report.units.length === 0) return prose(doc, '', '문항별 답안을 입력한 시험이 없어 단원 분석이 없습니다. 모의고사 답안을 입력하면 단원별로 분석해 드립니다.');
  for (const exam of report.units) {
    const columns: Column<Unit>[] = [
      { header: `${exam.test_name} ${subjectAreaLabel(exam.subject_area)}`, width: 44, cell: (u, i) => (i === 0 && u.correct < u.total ? `${u.unit} (보완 필요)` : u.unit) },
      { header: '문항', width: 14, cell: (u) => String(u.total) },
      { header: '정답', width: 14, cell: (u) => String(u.correct) },
      { header: '정답률', width: 14, cell: (u) => rate(u.correct, u.total) },
      { header: '득점', width: 14, cell: (u) => String(u.earned) },
    ];
    table(doc, columns, exam.units);
  }
}

/** The title block and the facts of the application. */
function header(doc: Doc, { report, application }: ReportPdfInput) {
  const left = doc.page.margins.left;
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(report.service_name, left, doc.y);
  doc.font(BOLD).fontSize(20).fillColor(INK).text('입시 컨설팅 보고서', left, doc.y);
  doc.moveDown(0.5);
  const facts: Array<[string, string]> = [
    ['학생', report.student.student_name],
    ['학교', report.student.school_name],
    ['학년', gradeLabel(report.student.grade)],
    ['서비스', report.service_name],
    ['신청 번호', String(application.id)],
    ['신청일', formatDateTime(application.create_time)],
    ['자료 기준', formatDateTime(report.generated_at)],
    ['전달일', application.delivered_at ? formatDateTime(application.delivered_at) : '전달 전'],
    ['담당 컨설턴트', application.consultant_name ?? '-'],
    ['기준 모의고사', report.sitting ? `${report.sitting.test_name} (${report.sitting.year})` : '성적 없음'],
  ];
  // Two facts a row: label, value, label, value.
  const pairs = Array.from({ length: Math.ceil(facts.length / 2) }, (_, i) => [facts[i * 2], facts[i * 2 + 1] ?? ['', '']]);
  const columns: Column<Array<[string, string]>>[] = [
    { header: '', width: 16, cell: (p) => p[0][0], fill: () => HEAD_FILL },
    { header: '', width: 34, cell: (p) => p[0][1] },
    { header: '', width: 16, cell: (p) => p[1][0], fill: () => HEAD_FILL },
    { header: '', width: 34, cell: (p) => p[1][1] },
  ];
  table(doc, columns, pairs, false);
}

/** "n / N" and the application's number at the foot of every page. */
function pageNumbers(doc: Doc, applicationId: number) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`컨설팅 보고서 · 신청 번호 ${applicationId}    ${i - range.start + 1} / ${range.count}`, doc.page.margins.left, doc.page.height - margin / 2 - 4, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** The PDF of one application's consulting report (A4, Korean text embedded as a subset font, page numbers). */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { report, application } = input;
  // Loaded on the first report, not at start-up (pdfkit is a large module).
  const { default: PDFDocument } = await import('pdfkit');
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'ko-KR',
    displayTitle: true,
    info: { Title: `컨설팅 보고서 - ${report.student.student_name}`, Subject: report.service_name, Author: application.consultant_name ?? '', Creator: 'tar_univ' },
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, input);
  heading(doc, '1. 종합 의견');
  prose(doc, report.summary, '컨설턴트 의견을 작성하고 있습니다.');
  choicesSection(doc, report);
  scoresSection(doc, report);
  unitsSection(doc, report);
  heading(doc, '5. 전략과 조언');
  prose(doc, report.advice, '컨설턴트 조언을 작성하고 있습니다.');
  pageNumbers(doc, application.id);
  doc.end();
  return done;
}
