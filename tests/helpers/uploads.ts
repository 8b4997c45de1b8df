/**
 * Upload helpers for the server suites: real files of each accepted type (they decode or parse, as the server
 * checks), and multipart/form-data bodies built by hand as a browser sends them.
 */
import sharp from 'sharp';

/** A valid PDF of one empty A4 page; `note` goes into a comment so that two papers differ. */
export function pdfBytes(note = 'paper'): Buffer {
  return pdfOfPages([[595, 842]], note);
}

/** A4, A2 and A1 in points (ISO 216), for the page-size limit of uploaded PDFs. */
export const PAPER_PT = { A4: [595, 842], A2: [1191, 1684], A1: [1684, 2384] } as const satisfies Record<string, readonly [number, number]>;

/** A valid PDF of empty pages of the given sizes in points (`userUnit` scales every page, PDF 1.6); `note` makes it unique. */
export function pdfOfPages(sizes: ReadonlyArray<readonly [number, number]>, note = 'paper', userUnit = 1): Buffer {
  const kids = sizes.map((_, i) => `${i + 3} 0 R`).join(' ');
  const unit = userUnit === 1 ? '' : ` /UserUnit ${userUnit}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${sizes.length} >>`,
    ...sizes.map(([w, h]) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}]${unit} >>`),
  ];
  let out = `%PDF-1.4\n% ${note}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A PDF of about `mb` megabytes that pdf.js cannot open and takes long to give up on: a header and numbered objects
 * but no cross-reference table or trailer, so that the whole file is scanned to rebuild one (1.3 s for 10 MB on an
 * idle core of the development machine, 4-6 s when others share it) before it is refused.
 */
export function brokenPdf(mb: number, note = 'broken'): Buffer {
  const parts = [`%PDF-1.7\n% ${note}\n`];
  for (let size = 0, i = 1; size < mb * 1024 * 1024; i++) {
    const object = `${i} 0 obj\n<< /Type /Note /A [1 2 3 4 5 6 7 8] /B (text ${i}) /C ${i + 1} 0 R >>\nendobj\n`;
    parts.push(object);
    size += object.length;
  }
  return Buffer.from(parts.join(''), 'latin1');
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A real image of the given size and format, of pseudo-random pixels so that its size grows with its area. */
export async function imageBytes(format: 'png' | 'jpeg', width = 64, height = 64): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0, x = 1; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = x >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })[format]().toBuffer();
}

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body built by hand, as a browser sends it (UTF-8 file names included). */
export function multipart(parts: Part[]) {
  const boundary = `----edu-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = 'data' in p;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file ? `; filename="${p.filename}"` : ''}\r\n${file ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      file ? p.data : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A text field part. */
export const field = (name: string, value: string | number): Part => ({ name, value: String(value) });
/** A file part (named `file` unless told). */
export const file = (filename: string, type: string, data: Buffer, name = 'file'): Part => ({ name, filename, type, data });
