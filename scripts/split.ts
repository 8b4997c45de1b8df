/**
 * The exam-paper splitter on the command line: `npm run --silent split -- FILE.pdf` (or one or more PNG/JPG page
 * images, in page order) prints the split as JSON on stdout and nothing else; errors go to stderr, exit code 1.
 */
import { readFile } from 'node:fs/promises';
import { splitImages, splitPdf, type SplitResult } from '../server/features/digitise/splitter/index';

/** What the first bytes of a file say it is. */
function kindOf(data: Buffer): 'pdf' | 'image' | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image';
  return null;
}

async function main(): Promise<void> {
  const files = process.argv.slice(2).filter((a) => a !== '--');
  if (files.length === 0) throw new Error('사용법: npm run --silent split -- 시험지.pdf | 쪽1.png 쪽2.png ...');
  const datas = await Promise.all(
    files.map((f) =>
      readFile(f).catch(() => {
        throw new Error(`파일을 읽을 수 없습니다: ${f}`);
      }),
    ),
  );
  const kinds = datas.map(kindOf);
  const unknown = kinds.findIndex((k) => k === null);
  if (unknown >= 0) throw new Error(`PDF, PNG, JPG 파일만 나눌 수 있습니다: ${files[unknown]}`);
  let result: SplitResult;
  if (kinds.includes('pdf')) {
    if (datas.length > 1) throw new Error('PDF는 한 번에 하나만, 이미지와 섞지 않고 주어야 합니다.');
    result = await splitPdf(new Uint8Array(datas[0]));
  } else result = await splitImages(datas.map((d) => new Uint8Array(d)));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
