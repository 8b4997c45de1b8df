/**
 * The mails an app wrote to its outbox (DATA_DIR/outbox, server/core/mailer.ts without SMTP), decoded: the recipient,
 * the subject and the plain text, whichever transfer encoding nodemailer chose (base64 or quoted-printable).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** An RFC 2047 header value (`=?UTF-8?B?...?=` or `?Q?` words, folded over lines) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
}

/** One .eml file decoded. */
export function readMail(file: string): SentMail {
  const raw = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
        : body;
  return { file, to: header('To'), subject: decodeHeader(header('Subject')), text };
}

/** Every mail in the outbox of `dataDir`, oldest first (file names start with the time they were written). */
export function readOutbox(dataDir: string): SentMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => readMail(path.join(dir, f)));
}

/** The mails sent to one address, oldest first. */
export const mailsTo = (dataDir: string, to: string) => readOutbox(dataDir).filter((m) => m.to === to);

/** The token of the last link to `page` (e.g. '/confirm-email') mailed to `to`. */
export function linkToken(dataDir: string, to: string, page: string): string {
  const mails = mailsTo(dataDir, to).filter((m) => m.text.includes(`${page}?token=`));
  const last = mails[mails.length - 1];
  const token = last ? new RegExp(`${page.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(last.text)?.[1] : undefined;
  if (!token) throw new Error(`no ${page} link mailed to ${to}`);
  return token;
}
