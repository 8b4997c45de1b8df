/** Outgoing mail through nodemailer: SMTP_URL when set, else .eml files in DATA_DIR/outbox (logged). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<{ file?: string }>;
}

/** nodemailer, loaded on the first mail rather than at start-up. */
const loadNodemailer = () => import('nodemailer').then((m) => m.default);

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: (msg: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(mail) {
        await (await transport).sendMail({ from: opts.from, ...mail });
        return {};
      },
    };
  }
  let transport: ReturnType<typeof createStreamTransport> | null = null;
  return {
    async send(mail) {
      transport ??= createStreamTransport();
      const info = await (await transport).sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log(`mail to ${mail.to} written to ${file}`);
      return { file };
    },
  };
}

/** A transport that renders each message to a buffer (written to the outbox). */
function createStreamTransport() {
  return loadNodemailer().then((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
}
