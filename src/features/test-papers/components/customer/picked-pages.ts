/**
 * The customer's picked files before they are sent: what kind each is (a PDF of the whole paper or a photo
 * of one page), the browser-side checks (type, size and first bytes as src/api/uploads.ts says, a photo
 * must decode, a PDF must be alone), and the order of the pages. The server checks all of it again by decoding; this only
 * spares the person a long upload that would be refused.
 */
import { TEST_PAPER_MEDIA } from '../../../../api/test-paper-limits';
import { checkPickedMedia, formatSize, sniff, SNIFF_BYTES } from '../../../../api/uploads';

export { formatSize };

/** The server's limits (user_upload_file/mine says them): the largest file in MB and the most files per upload. */
export interface UploadLimits {
  maxMb: number;
  maxFiles: number;
}

/** One picked file, with a stable key for the list and a preview address for photos. */
export interface PickedPage {
  key: string;
  file: File;
  kind: 'pdf' | 'image';
  /** An object URL of the photo (revoked when the page is removed), null for a PDF. */
  preview: string | null;
  /** The SHA-256 of its bytes in hex (null where the browser has no Web Crypto): the same photo twice is caught here. */
  hash: string | null;
}

/** The `accept` attribute of the file inputs. */
export const ACCEPT = [...TEST_PAPER_MEDIA, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/** Messages of the browser-side checks that are particular to a paper. */
export const PICK_MESSAGES = {
  undecodable: '사진을 열 수 없습니다. 손상된 사진인지 확인해 주세요.',
  twice: '같은 파일이 이미 목록에 있습니다.',
  pdfAlone: 'PDF는 한 개만 올릴 수 있고, 사진과 함께 올릴 수 없습니다. PDF 하나 또는 쪽마다 찍은 사진을 올려 주세요.',
  tooMany: (maxFiles: number) => `사진은 한 번에 ${maxFiles}장까지 올릴 수 있습니다.`,
  missing: '시험지 파일을 선택하세요.',
} as const;

const byNaturalName = (a: File, b: File) => a.name.localeCompare(b.name, 'ko', { numeric: true });

/** Whether a photo really decodes (a renamed or cut file does not). Skipped where the browser lacks createImageBitmap. */
async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks one picked file: an accepted type, not empty, within the size limit, first bytes of that type
 * (src/api/uploads.ts, as the server checks), and a photo must decode. Resolves to its kind or to the
 * Korean message of its first problem, prefixed with the file's name.
 */
export async function checkFile(file: File, limits: UploadLimits): Promise<{ kind: 'pdf' | 'image' } | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const problem = checkPickedMedia(file, head, TEST_PAPER_MEDIA, limits.maxMb);
  if (problem) return { problem: `${file.name}: ${problem}` };
  if (sniff(head) === 'pdf') return { kind: 'pdf' };
  return (await decodes(file)) ? { kind: 'image' } : { problem: `${file.name}: ${PICK_MESSAGES.undecodable}` };
}

/** The SHA-256 of a file in hex, as the server finds duplicates; null where Web Crypto is missing (plain http). */
async function sha256(file: File): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

let counter = 0;

/**
 * Adds newly picked files to the pages already listed: each is checked, and one identical to a listed file is
 * left out (the server would refuse the upload); photos are appended in natural name order (p2 before p10);
 * a PDF must be the only file. Returns the new list and the problems found
 * (files with a problem are left out, the others are kept).
 */
export async function addPicked(current: PickedPage[], picked: File[], limits: UploadLimits): Promise<{ pages: PickedPage[]; problems: string[] }> {
  const problems: string[] = [];
  const added: PickedPage[] = [];
  for (const file of [...picked].sort(byNaturalName)) {
    const checked = await checkFile(file, limits);
    if ('problem' in checked) {
      problems.push(checked.problem);
      continue;
    }
    const hash = await sha256(file);
    if (hash && [...current, ...added].some((p) => p.hash === hash)) {
      problems.push(`${file.name}: ${PICK_MESSAGES.twice}`);
      continue;
    }
    added.push({ key: `p${++counter}`, file, kind: checked.kind, preview: checked.kind === 'image' ? URL.createObjectURL(file) : null, hash });
  }
  const all = [...current, ...added];
  const pdfs = all.filter((p) => p.kind === 'pdf');
  if (pdfs.length > 0 && all.length > 1) {
    added.forEach(release);
    return { pages: current, problems: [...problems, PICK_MESSAGES.pdfAlone] };
  }
  if (all.length > limits.maxFiles) {
    added.forEach(release);
    return { pages: current, problems: [...problems, PICK_MESSAGES.tooMany(limits.maxFiles)] };
  }
  return { pages: all, problems };
}

/** Moves the page at `index` by `delta` places (-1 up, +1 down); out of range leaves the list as it is. */
export function movePage(pages: PickedPage[], index: number, delta: -1 | 1): PickedPage[] {
  const to = index + delta;
  if (to < 0 || to >= pages.length) return pages;
  const next = [...pages];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Frees a page's preview. */
export function release(page: PickedPage): void {
  if (page.preview) URL.revokeObjectURL(page.preview);
}
