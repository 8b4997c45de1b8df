/**
 * One xlsx download: sheets of rows with Korean headers, sent with a Korean file name (RFC 5987) and an
 * ASCII fallback. Every export button of the workspace answers through this.
 */
import type { FastifyReply } from 'fastify';

/** One sheet: its name, its columns (header, key, width) and its rows. */
export interface XlsxSheet {
  name: string;
  columns: Array<{ header: string; key: string; width?: number }>;
  rows: Array<Record<string, unknown>>;
}

/** Builds the workbook and sends it as an attachment. */
export async function sendXlsx(reply: FastifyReply, file: { ascii: string; korean: string }, sheets: XlsxSheet[]): Promise<FastifyReply> {
  // Loaded on the first export, not at start-up (exceljs is a large module).
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = book.addWorksheet(s.name);
    sheet.columns = s.columns;
    for (const r of s.rows) sheet.addRow(r);
    sheet.getRow(1).font = { bold: true };
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${file.ascii}"; filename*=UTF-8''${encodeURIComponent(file.korean)}`)
    .send(buffer);
}
