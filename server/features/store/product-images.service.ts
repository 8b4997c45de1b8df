/**
 * Product images (spec section 7 "Store": PUT product/image_file, POST file/download; issue 11 point 2).
 *
 * Upload: the file is checked by its type, first bytes and by decoding it whole (server/shared/uploads.ts), then
 * drawn with sharp as a display image (PRODUCT_IMAGE_SIZES.display) and a thumbnail (.thumb), both WebP, stored
 * through storage; the original is not kept. The product's row then names both, and its previous images are
 * removed once the row is committed. Product images are one per product and for administrators only, so they
 * are not counted against the uploader's daily quota (which counts the customer-facing file tables).
 *
 * Download: the path a client sends is never opened as given. A path that is not plain key-shaped (`..`,
 * absolute, `%2e%2e`, `%2f`, backslashes) is refused with 400; otherwise it is looked up among the products'
 * file_path and thumb_path (404 when no product has it), and only the key found in the row is opened. Images of
 * hidden products are for administrators only (404 for anyone else, as if missing).
 */
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_IMAGE_MEDIA, PRODUCT_IMAGE_SIZES, ProductImageFormSchema } from '../../../src/api/store/products';
import { refusedPathReason } from '../../../src/features/store/products/products.rules';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { badRequest, notFound } from '../../core/errors';
import { commitUpload, receiveUpload, removeStoredFiles, sendStoredFile, type StoredUpload } from '../../shared/uploads';
import { contentLimits, maxImagePixels, readAll } from '../../shared/upload-content';
import { assertManage, mayManageProducts } from './products.service';
import * as repo from './products.repository';

/** Where product images are stored. */
const AREA = 'product';
const PRODUCT = '상품';

/** Finds the product an upload names by id or goods_code (404 naming the field), locked when in a transaction. */
async function productOf(db: Parameters<typeof repo.findProductById>[0], fields: { id?: number; goods_code?: string }, lock = false) {
  const row = fields.goods_code !== undefined ? await repo.findProductByCode(db, fields.goods_code, lock) : await repo.findProductById(db, fields.id!, lock);
  if (!row || (fields.id !== undefined && row.id !== fields.id)) throw notFound(PRODUCT, fields.goods_code !== undefined ? 'body.goods_code' : 'body.id');
  return row;
}

/** The display image and thumbnail of a decoded original (within IMAGE_MAX_MEGAPIXELS, checked on upload), as WebP, each stored. */
async function storeSizes(deps: Deps, original: Buffer): Promise<{ display: StoredUpload; thumb: StoredUpload }> {
  const draw = (size: number) =>
    sharp(original, { failOn: 'error', limitInputPixels: maxImagePixels(contentLimits(deps.env)) })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  const [displayBytes, thumbBytes] = await Promise.all([draw(PRODUCT_IMAGE_SIZES.display), draw(PRODUCT_IMAGE_SIZES.thumb)]);
  const saved: StoredUpload[] = [];
  try {
    for (const bytes of [displayBytes, thumbBytes]) {
      const file = await deps.storage.save(AREA, 'image.webp', Readable.from([bytes]));
      // Only key and size are read from here on (removal on failure); the served type is image/webp.
      saved.push({ key: file.key, size: file.size, file_name: 'image.webp', content_type: 'image/png', sha256: '' });
    }
  } catch (error) {
    await removeStoredFiles(deps, saved.map((f) => f.key));
    throw error;
  }
  return { display: saved[0], thumb: saved[1] };
}

/** PUT product/image_file: the product's picture, replacing its previous one. */
export async function uploadProductImage(deps: Deps, user: AuthUser, request: FastifyRequest) {
  const { fields, files } = await receiveUpload(deps, request, {
    fields: ProductImageFormSchema,
    accepted: PRODUCT_IMAGE_MEDIA,
    area: AREA,
    maxFiles: 1,
    user: null,
    precheck: async (f) => {
      await productOf(deps.db, f);
      assertManage(user);
    },
  });
  const [original] = files;
  let sizes: { display: StoredUpload; thumb: StoredUpload };
  try {
    const { stream } = await deps.storage.open(original.key);
    sizes = await storeSizes(deps, await readAll(stream));
  } finally {
    await removeStoredFiles(deps, [original.key], request.log);
  }
  return commitUpload(deps, request, null, [sizes.display, sizes.thumb], async (tx) => {
    const row = await productOf(tx, fields, true);
    assertManage(user);
    await repo.updateProduct(tx, row.id, { file_name: original.file_name, file_path: sizes.display.key, thumb_path: sizes.thumb.key });
    return {
      result: { file_name: original.file_name, file_path: sizes.display.key, thumb_path: sizes.thumb.key, goods_code: row.goods_code },
      replaced: [row.file_path, row.thumb_path].filter((k): k is string => Boolean(k)),
    };
  });
}

/** The name a served image is given: the uploaded name with .webp (and `-thumb` for the thumbnail). */
function servedName(fileName: string | null, which: 'display' | 'thumb'): string {
  const base = (fileName ?? 'image').replace(/\.[^.]+$/, '');
  return `${base}${which === 'thumb' ? '-thumb' : ''}.webp`;
}

/** POST file/download: a product image found by its stored path (see the file comment). */
export async function downloadProductFile(deps: Deps, user: AuthUser | null, reply: FastifyReply, filePath: string) {
  const refused = refusedPathReason(filePath);
  if (refused) throw badRequest('body.file_path', refused);
  const found = await repo.findProductByStoredPath(deps.db, filePath);
  if (!found || (!found.row.display && !mayManageProducts(user))) throw notFound('파일', 'body.file_path');
  const key = found.which === 'display' ? found.row.file_path! : found.row.thumb_path!;
  return sendStoredFile(deps, reply, { file_key: key, content_type: 'image/webp', file_name: servedName(found.row.file_name, found.which) });
}
