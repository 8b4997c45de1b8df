/**
 * What every upload of the product shares, on the server and in the browser (spec section 7, Files): the
 * accepted media types with the first bytes each must start with, how a declared type is read, how an
 * uploaded name is cleaned, the upload day of the daily quota, sizes for people and the messages of the
 * checks. Each area says which media its uploads take (question-bank files.rules.ts, test-papers.ts); the
 * server decodes the content too (server/shared/upload-content.ts).
 */

/** The byte families recognised by their first bytes. */
export type Signature = 'pdf' | 'png' | 'jpeg' | 'mp3' | 'wav' | 'mp4';

/** Accepted media types: the byte family each must start with, the extension it is stored under, a short label. */
export const MEDIA = {
  'application/pdf': { signature: 'pdf', ext: '.pdf', label: 'PDF' },
  'image/png': { signature: 'png', ext: '.png', label: 'PNG' },
  'image/jpeg': { signature: 'jpeg', ext: '.jpg', label: 'JPG' },
  'audio/mpeg': { signature: 'mp3', ext: '.mp3', label: 'MP3' },
  'audio/mp4': { signature: 'mp4', ext: '.m4a', label: 'M4A' },
  'audio/x-m4a': { signature: 'mp4', ext: '.m4a', label: 'M4A' },
  'audio/wav': { signature: 'wav', ext: '.wav', label: 'WAV' },
} as const satisfies Record<string, { signature: Signature; ext: string; label: string }>;
export type MediaType = keyof typeof MEDIA;

/** Other names browsers and tools give the same media (e.g. Windows sends audio/x-wav, some send audio/mp3). */
const MEDIA_ALIASES: Record<string, MediaType> = {
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

/** How many leading bytes the type check reads. */
export const SNIFF_BYTES = 16;
/** Longest kept file name (characters). */
export const MAX_FILE_NAME = 200;

/** The accepted media as a canonical type, or null: lower-cased, parameters dropped, aliases resolved. */
export function canonicalMedia(declared: string | null | undefined): MediaType | null {
  const bare = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (bare in MEDIA) return bare as MediaType;
  return MEDIA_ALIASES[bare] ?? null;
}

const startsWith = (bytes: Uint8Array, at: number, ascii: string) => [...ascii].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The byte family of a file's first bytes (at least SNIFF_BYTES when the file is that long), or null. */
export function sniff(bytes: Uint8Array): Signature | null {
  if (startsWith(bytes, 0, '%PDF-')) return 'pdf';
  if (bytes[0] === 0x89 && startsWith(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WAVE')) return 'wav';
  if (startsWith(bytes, 4, 'ftyp')) return 'mp4';
  // An ID3 tag, or an MPEG audio frame sync (11 set bits).
  if (startsWith(bytes, 0, 'ID3') || (bytes[0] === 0xff && bytes.length > 1 && (bytes[1] & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

/** Whether a file's first bytes are what its declared (canonical) media type says. */
export const bytesMatch = (media: MediaType, head: Uint8Array) => sniff(head) === MEDIA[media].signature;

/** Short labels of some media, e.g. "PDF, PNG, JPG". */
export const mediaLabels = (media: readonly MediaType[]) => [...new Set(media.map((m) => MEDIA[m].label))].join(', ');

/** The upload day runs from midnight to midnight in Korea (UTC+9, no daylight saving), like the people who upload. */
const UPLOAD_DAY_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the upload day of `now` began: the daily quota counts the bytes an account stored since then. */
export const uploadDayStart = (now: Date) => new Date(Math.floor((now.getTime() + UPLOAD_DAY_OFFSET_MS) / DAY_MS) * DAY_MS - UPLOAD_DAY_OFFSET_MS);

/** Whole seconds from `now` until the next upload day begins (the Retry-After of a refused upload). */
export const secondsToNextUploadDay = (now: Date) => Math.ceil((uploadDayStart(now).getTime() + DAY_MS - now.getTime()) / 1000);

/** Bytes in megabytes. */
export const megabytes = (mb: number) => Math.floor(mb * 1024 * 1024);

/** A size for people: "532 KB", "3.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The largest PDF page accepted, in points (1/72 inch) as pdf.js measures it (rotation and UserUnit applied): A2,
 * 420 × 594 mm, upright or sideways, with 1 % for producers' rounding. A school paper is A4 to A3 (B4 and 8절 in
 * between); a bigger page only costs memory when it is rendered.
 */
export const PDF_PAGE_MAX = { shortPt: 1191, longPt: 1684, tolerance: 1.01, label: 'A2(420×594mm)' } as const;

/** Whether a PDF page of this size in points is within PDF_PAGE_MAX (a size that is not a number never is). */
export function pdfPageFits(width: number, height: number): boolean {
  const { shortPt, longPt, tolerance } = PDF_PAGE_MAX;
  return Math.min(width, height) <= shortPt * tolerance && Math.max(width, height) <= longPt * tolerance;
}

/** Points in whole millimetres. */
const mm = (pt: number) => Math.round((pt / 72) * 25.4);
/** Pixels as Korean units of 10,000 (만), rounded: 64,000,000 -> "6400만". */
const manPixels = (pixels: number) => `${Math.round(pixels / 10_000)}만`;

/** Messages of the upload checks, the same on the client and the server. */
export const UPLOAD_MESSAGES = {
  missing: '파일을 선택하세요.',
  empty: '빈 파일은 올릴 수 없습니다.',
  tooLarge: (maxMb: number) => `파일이 너무 큽니다. ${maxMb}MB 이하만 올릴 수 있습니다.`,
  /** The declared type is not one the upload takes. */
  wrongType: (accepted: readonly MediaType[]) => `${mediaLabels(accepted)} 파일만 올릴 수 있습니다.`,
  wrongContent: (media: MediaType) => `파일 내용이 ${MEDIA[media].label} 형식이 아닙니다. 파일이 손상되었거나 확장자만 바뀐 파일입니다.`,
  /** More files in one request than UPLOAD_MAX_FILES (the server answers 413 with this). */
  tooMany: (maxFiles: number) => `파일은 한 번에 ${maxFiles}개까지 올릴 수 있습니다.`,
  /** A PDF of more pages than PDF_MAX_PAGES (413). */
  tooManyPages: (maxPages: number, pages: number) => `PDF는 ${maxPages}쪽까지 올릴 수 있습니다. 이 파일은 ${pages}쪽입니다.`,
  /** A PDF page larger than PDF_PAGE_MAX (413); the page's size in points. */
  pageTooLarge: (page: number, width: number, height: number) =>
    `PDF ${page}쪽의 크기가 ${mm(width)}×${mm(height)}mm입니다. 쪽 크기는 ${PDF_PAGE_MAX.label}까지만 올릴 수 있습니다.`,
  /** An image of more pixels than IMAGE_MAX_MEGAPIXELS (413), read from its header. */
  imageTooLarge: (maxMegapixels: number, width: number, height: number) =>
    `이미지가 ${width}×${height}픽셀(${manPixels(width * height)} 화소)입니다. ${manPixels(maxMegapixels * 1_000_000)} 화소 이하만 올릴 수 있습니다. 해상도를 낮춰 다시 올려 주세요.`,
  /** A PDF that pdf.js could not open and measure within PDF_CHECK_TIMEOUT_MS (422). */
  pdfTimeout: (seconds: number) => `PDF를 ${seconds}초 안에 열지 못했습니다. 파일이 손상되었거나 너무 복잡합니다. 다른 파일로 올려 주세요.`,
  /** A PDF whose opening needed more memory than its worker thread may use (422). */
  pdfTooComplex: (memoryMb: number) => `PDF를 여는 데 메모리가 ${memoryMb}MB보다 많이 필요합니다. 파일이 손상되었거나 너무 복잡합니다. 다른 파일로 올려 주세요.`,
  /** The PDF checks are all busy and the queue is full or too slow (503). */
  pdfBusy: '지금은 올린 PDF를 확인하는 작업이 밀려 있습니다. 잠시 후 다시 올려 주세요.',
  /** The account's bytes stored today would pass UPLOAD_DAILY_MB (the server answers 429 with this). */
  dailyQuota: (dailyMb: number, usedBytes: number) =>
    `하루 업로드 한도 ${dailyMb}MB를 넘습니다. 오늘 ${formatSize(usedBytes)}를 올렸습니다. 내일 다시 올리거나 관리자에게 문의하세요.`,
} as const;

/**
 * The media type of a picked file on the client: the browser's type, or the extension when the browser
 * gives none (some systems leave .m4a or .wav untyped).
 */
export function mediaOfPicked(file: { name: string; type: string }, accepted: readonly MediaType[]): MediaType | null {
  const byType = canonicalMedia(file.type);
  if (byType) return byType;
  if (file.type) return null;
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  const byExt = accepted.find((m) => MEDIA[m].ext === ext || (ext === '.jpeg' && m === 'image/jpeg'));
  return byExt ?? null;
}

/**
 * Checks a picked file before sending it: type accepted, size within the limit, first bytes matching the
 * type. Returns the Korean message of the first problem, or null.
 */
export function checkPickedMedia(file: { name: string; type: string; size: number }, head: Uint8Array, accepted: readonly MediaType[], maxMb: number): string | null {
  const media = mediaOfPicked(file, accepted);
  if (!media || !accepted.includes(media)) return UPLOAD_MESSAGES.wrongType(accepted);
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > megabytes(maxMb)) return UPLOAD_MESSAGES.tooLarge(maxMb);
  if (!bytesMatch(media, head)) return UPLOAD_MESSAGES.wrongContent(media);
  return null;
}

/**
 * A client's file name made safe to keep and show: the last path segment only, Unicode NFC (macOS sends
 * Korean decomposed), no control characters, at most MAX_FILE_NAME characters with the extension kept.
 * The name is only ever displayed and offered as the download name; storage keys are made by the server.
 */
export function cleanFileName(name: string | null | undefined, fallbackExt: string): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  let clean = last.normalize('NFC').replace(/[\u0000-\u001f\u007f"]/g, '').trim().replace(/^\.+/, '');
  if (!clean) clean = `파일${fallbackExt}`;
  if (clean.length > MAX_FILE_NAME) {
    const ext = clean.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? '';
    clean = clean.slice(0, MAX_FILE_NAME - ext.length) + ext;
  }
  return clean;
}
