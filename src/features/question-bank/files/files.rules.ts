/**
 * Pure rules of exam files (spec section 7, Files), shared by the server and the screens: which kinds of
 * file an exam subject has, which media each upload accepts, and who may upload, add pages or read. What
 * every upload shares (media types and their first bytes, names, sizes, the upload day) is src/api/uploads.ts.
 */
import type { ExamFileType } from '../../../api/question-bank/files';
import { LEVEL, type Access } from '../../../api/levels';
import { checkPickedMedia, MEDIA, mediaLabels, UPLOAD_MESSAGES, type MediaType } from '../../../api/uploads';

/** Korean names of the file kinds, as the screens show them. */
export const EXAM_FILE_TYPE_LABELS: Record<ExamFileType, string> = {
  exam: '시험지',
  answer: '답안지',
  english: '영어 듣기 파일',
  png: '페이지 이미지',
  textbook: '교과서 시험지',
};

/** Who may do what with files (the routes declare these; the screens hide actions with the same rules). */
export const FILE_ACCESS = {
  /** Papers, answer sheets, textbook papers, listening files: exam administration. */
  upload: { minLevel: LEVEL.adminExternal },
  /** Page images: enterers add and remove the pages they work from. */
  pages: { minLevel: LEVEL.aiReview },
  /** Seeing which files exist and downloading them. */
  read: { minLevel: LEVEL.aiReview },
} as const satisfies Record<string, Access>;

/** The media each upload call accepts. */
export const UPLOAD_KINDS = {
  /** Exam papers, answer sheets, textbook papers. */
  document: ['application/pdf', 'image/png', 'image/jpeg'],
  /** The English listening file. */
  audio: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/wav'],
  /** Page images of a paper. */
  page: ['image/png'],
} as const satisfies Record<string, readonly MediaType[]>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Short labels of an upload kind's media, e.g. "PDF, PNG, JPG". */
export const kindLabel = (kind: UploadKind) => mediaLabels(UPLOAD_KINDS[kind]);

/** The `accept` attribute of a file input for an upload kind (types and extensions). */
export const acceptAttribute = (kind: UploadKind) =>
  [...UPLOAD_KINDS[kind], ...new Set(UPLOAD_KINDS[kind].map((m) => MEDIA[m].ext)), ...(kind === 'document' ? ['.jpeg'] : [])].join(',');

/** Messages of the upload checks, the same on the client and the server (the shared ones, with the kind's accepted media named). */
export const FILE_MESSAGES = {
  ...UPLOAD_MESSAGES,
  wrongType: (kind: UploadKind) => UPLOAD_MESSAGES.wrongType(UPLOAD_KINDS[kind]),
} as const;

/**
 * Checks a picked file before sending it: type allowed for the kind, size within the limit, first bytes
 * matching the type. Returns the Korean message of the first problem, or null.
 */
export const checkPicked = (file: { name: string; type: string; size: number }, head: Uint8Array, kind: UploadKind, maxMb: number): string | null =>
  checkPickedMedia(file, head, UPLOAD_KINDS[kind], maxMb);
