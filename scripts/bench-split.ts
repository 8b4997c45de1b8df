/**
 * `npm run bench:split -- PDF_DIR [TRUTH_DIR] [--json]`: runs the splitter in-process on every PDF of PDF_DIR that
 * has a truth file TRUTH_DIR/<name>.json (TRUTH_DIR defaults to PDF_DIR/truth), times it, and prints per paper and
 * in total: question-number recall and precision, the share of question and passage boxes at IoU >= 0.9, mean
 * IoU, pages, seconds and pages/s, then whether each goal of the issue holds. Papers with a text layer and papers
 * that need OCR are timed apart (their speed goals differ).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { splitPdf, type SplitResult } from '../server/features/digitise/splitter/index';
import { splitMetrics, sumMetrics, type SplitMetrics } from '../server/features/digitise/splitter/metrics';

/** The goals of the issue. */
const GOALS = { recall: 0.99, boxShare: 0.95, textPagesPerSecond: 2, ocrPagesPerSecond: 0.5 };

interface Row {
  file: string;
  textLayer: boolean;
  pages: number;
  seconds: number;
  metrics: SplitMetrics;
}

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** Whether the PDF has a real text layer: some text on its first three pages. */
async function hasTextLayer(data: Uint8Array): Promise<boolean> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data,
    cMapUrl: path.join(pdfjsRoot, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + '/',
    isEvalSupported: false,
  }).promise;
  try {
    let chars = 0;
    for (let p = 1; p <= Math.min(3, doc.numPages); p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      for (const it of content.items) if ('str' in it) chars += it.str.trim().length;
    }
    return chars >= 20;
  } finally {
    await doc.destroy();
  }
}

/** Percent with one decimal. */
const pct = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);

/** A text table with right-aligned columns after the first. */
function table(head: string[], rows: string[][]): string {
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
  return [line(head), width.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The table row of one paper (or of a total). */
function cells(name: string, kind: string, m: SplitMetrics, pages: number, seconds: number): string[] {
  return [name, kind, pct(m.recall), pct(m.precision), pct(m.boxShare), m.meanIou.toFixed(3), pct(m.choiceShare), String(pages), seconds.toFixed(2), (pages / Math.max(seconds, 1e-9)).toFixed(2)];
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const [pdfDir, truthArg] = args.filter((a) => a !== '--json');
  if (!pdfDir) {
    console.error('사용법: npm run bench:split -- PDF_DIR [TRUTH_DIR] [--json]');
    process.exit(2);
  }
  const truthDir = truthArg ?? path.join(pdfDir, 'truth');
  const files = readdirSync(pdfDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf') && existsSync(path.join(truthDir, f.replace(/\.pdf$/i, '.json'))))
    .sort();
  if (files.length === 0) {
    console.error(`정답 파일이 있는 PDF가 없습니다: ${pdfDir} (정답 폴더 ${truthDir})`);
    process.exit(1);
  }
  const rows: Row[] = [];
  for (const file of files) {
    const data = new Uint8Array(readFileSync(path.join(pdfDir, file)));
    const truth = JSON.parse(readFileSync(path.join(truthDir, file.replace(/\.pdf$/i, '.json')), 'utf8')) as SplitResult;
    const textLayer = await hasTextLayer(data.slice());
    const t0 = performance.now();
    const result = await splitPdf(data);
    const seconds = (performance.now() - t0) / 1000;
    const row = { file, textLayer, pages: result.pages.length, seconds, metrics: splitMetrics(result.items, truth.items) };
    rows.push(row);
    if (!json) console.error(`${file}: ${pct(row.metrics.recall)} / ${pct(row.metrics.boxShare)}, ${seconds.toFixed(1)}초`);
  }
  const groups = { text: rows.filter((r) => r.textLayer), ocr: rows.filter((r) => !r.textLayer) };
  const total = (rs: Row[]) => ({
    metrics: sumMetrics(rs.map((r) => r.metrics)),
    pages: rs.reduce((s, r) => s + r.pages, 0),
    seconds: rs.reduce((s, r) => s + r.seconds, 0),
  });
  const all = total(rows);
  const speed = (rs: Row[]) => (rs.length ? total(rs).pages / Math.max(total(rs).seconds, 1e-9) : null);
  const goals = [
    { goal: `번호 재현율 >= ${GOALS.recall * 100}%`, value: all.metrics.recall, holds: all.metrics.recall >= GOALS.recall },
    { goal: `IoU >= 0.9 상자 >= ${GOALS.boxShare * 100}%`, value: all.metrics.boxShare, holds: all.metrics.boxShare >= GOALS.boxShare },
    ...(groups.text.length ? [{ goal: `텍스트 PDF >= ${GOALS.textPagesPerSecond}쪽/초`, value: speed(groups.text)!, holds: speed(groups.text)! >= GOALS.textPagesPerSecond }] : []),
    ...(groups.ocr.length ? [{ goal: `OCR PDF >= ${GOALS.ocrPagesPerSecond}쪽/초`, value: speed(groups.ocr)!, holds: speed(groups.ocr)! >= GOALS.ocrPagesPerSecond }] : []),
  ];
  if (json) {
    console.log(JSON.stringify({ files: rows, total: all, goals }, null, 2));
    return;
  }
  const body = rows.map((r) => cells(r.file, r.textLayer ? '텍스트' : 'OCR', r.metrics, r.pages, r.seconds));
  for (const [name, rs] of [['합계(텍스트)', groups.text], ['합계(OCR)', groups.ocr]] as const) {
    if (rs.length) {
      const t = total(rs);
      body.push(cells(name, '', t.metrics, t.pages, t.seconds));
    }
  }
  body.push(cells('합계', '', all.metrics, all.pages, all.seconds));
  console.log(table(['파일', '종류', '재현율', '정밀도', 'IoU>=0.9', '평균IoU', '선지', '쪽', '초', '쪽/초'], body));
  console.log('\n목표');
  for (const g of goals) console.log(`  ${g.holds ? '충족' : '미달'}  ${g.goal}  (${g.goal.includes('쪽/초') ? g.value.toFixed(2) : pct(g.value)})`);
}

await main();
