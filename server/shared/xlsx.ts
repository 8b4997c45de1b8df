/**
 * One xlsx download: sheets of rows with Korean headers, sent with a Korean file name (RFC 5987) and an
 * ASCII fallback. Every export button of the workspace answers through this, and it is the app's only writer of
 * spreadsheets, so every cell a person typed (a name, an order name, an e-mail) is made safe to re-open here.
 */
import type { FastifyReply } from 'fastify';
import { sendStream } from '../core/send-stream';

/** One sheet: its name, its columns (header, key, width) and its rows. */
export interface XlsxSheet {
  name: string;
  columns: Array<{ header: string; key: string; width?: number }>;
  rows: Array<Record<string, unknown>>;
}

/**
 * Characters that make a spreadsheet read a text as a formula once the file is saved as CSV and opened again
 * (OWASP "CSV Injection"): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value safe to re-open: a text starting with a formula character gets a leading `'`, so that it stays
 * text in Excel, LibreOffice and Google Sheets even after a round trip through CSV. Numbers (a negative one
 * included), dates, booleans and empty cells are kept as they are.
 */
export function safeCell(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row with every text cell made safe (`safeCell`). */
export function safeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = safeCell(value);
  return out;
}

/** Builds the workbook and sends it as an attachment (core/send-stream.ts: a client that left is no error). */
export async function sendXlsx(reply: FastifyReply, file: { ascii: string; korean: string }, sheets: XlsxSheet[]): Promise<FastifyReply> {
  // Loaded on the first export, not at start-up (exceljs is a large module).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = book.addWorksheet(s.name);
    sheet.columns = s.columns;
    for (const r of s.rows) sheet.addRow(safeRow(r));
    sheet.getRow(1).font = { bold: true };
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return sendStream(reply, buffer, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: `attachment; filename="${file.ascii}"; filename*=UTF-8''${encodeURIComponent(file.korean)}`,
  });
}
