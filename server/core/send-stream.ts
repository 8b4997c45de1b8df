/**
 * Every file the app sends (stored files, page images, report PDFs, xlsx exports) leaves through `sendStream`, so
 * that a client that goes away, before the reply or in the middle of it, ends the reply quietly: the source is
 * released, nothing is answered to nobody, and nothing is logged above debug. The error handler of `server/app.ts`
 * asks `clientGone` and `isClientGoneError` for the same reason, which also covers the files @fastify/static sends
 * (the web app, the API docs' assets).
 *
 * Fastify pipes a stream reply and, when the client leaves, destroys the source; but a source that ends early
 * while the headers are not yet written (a POST whose client left while the file was being opened) reaches the
 * error handler as an error, which then tried to answer 500 with a JSON body under the file's content-type.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a file reply says of its body. */
export interface StreamedFile {
  /** The checked content type (never sniffed: `x-content-type-options: nosniff` goes with it). */
  type: string;
  /** Length in bytes when known (a stored file's size); a Buffer's own length is used otherwise. */
  length?: number;
  /** `content-disposition`, for a download (see `contentDisposition` in server/shared/uploads.ts). */
  disposition?: string;
  /** `cache-control`; `private, no-store` unless told: files are a person's, never kept by shared caches. */
  cache?: string;
}

/** Error codes of a connection the other side closed or reset: the client went away, nothing failed here. */
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ABORT_ERR']);

/** Whether `error` only says that the connection ended early (a cancelled download), not that something broke. */
export function isClientGoneError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && CLIENT_GONE_CODES.has(code)) || error.name === 'AbortError';
}

/** Whether the client has gone: its connection is closed, so nothing more can be written to it. */
export function clientGone(reply: FastifyReply): boolean {
  return reply.raw.destroyed || reply.request.raw.socket?.destroyed === true;
}

/**
 * Sends `body` (a stream, or a file made in memory) with its headers. When the client has already gone, the
 * source is destroyed and nothing is sent; when it goes mid-stream, the source is destroyed at once (Fastify ends
 * the connection; its "stream closed prematurely" line is at info). Call it as the handler's last step and return
 * what it returns.
 */
export function sendStream(reply: FastifyReply, body: Readable | Buffer, file: StreamedFile): FastifyReply {
  const length = Buffer.isBuffer(body) ? body.length : file.length;
  reply.header('content-type', file.type).header('x-content-type-options', 'nosniff').header('cache-control', file.cache ?? 'private, no-store');
  if (length !== undefined) reply.header('content-length', String(length));
  if (file.disposition) reply.header('content-disposition', file.disposition);
  if (clientGone(reply)) {
    if (!Buffer.isBuffer(body)) body.destroy();
    reply.log.debug({ reqId: reply.request.id }, 'client went away before the file was sent; nothing sent');
    return reply;
  }
  if (!Buffer.isBuffer(body)) {
    reply.raw.once('close', () => {
      if (!body.destroyed) body.destroy();
    });
  }
  return reply.send(body);
}
