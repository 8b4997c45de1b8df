/**
 * PUT product/image_file: the product's picture as multipart with real progress (`uploadMultipart`). A failure
 * is an ApiError carrying the server's Korean message (415 not an image, 413 too large, 404 no product).
 */
import { uploadMultipart, type ApiError } from '../../../../api/client';
import type { CallReply } from '../../../../api/http';
import { productImage } from '../../../../api/store/products';

const FALLBACK: Record<number, { code: ApiError['code']; message: string }> = {
  413: { code: 'PAYLOAD_TOO_LARGE', message: '이미지가 너무 큽니다. 더 작은 파일로 올려 주세요.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'JPG·PNG 이미지만 올릴 수 있습니다.' },
};

/** Sends the image of the product `goods_code`; resolves with `{ file_name, file_path, thumb_path, goods_code }`. */
export const uploadProductImage = (goods_code: string, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<CallReply<typeof productImage>> =>
  uploadMultipart('staff', { call: productImage, fields: { goods_code, type: 'main' }, files: [file], onProgress, signal, fallback: FALLBACK });
