/**
 * POST file/download: a stored product image (display size or thumbnail) as an object URL for an <img>. The
 * bytes are cached by path (a new upload has a new path); the URL is released when the component goes away.
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { requestBlob } from '../../../../api/client';
import { fileDownload } from '../../../../api/store/products';
import { productKeys } from './product-keys';

/** Fetches the bytes of a stored image. */
export const getProductImage = (file_path: string, signal?: AbortSignal) => requestBlob('staff', fileDownload, { file_path }, signal);

/** An object URL of a stored image, or null while it loads (or when there is none). */
export function useProductImageUrl(path: string | null): string | null {
  const query = useQuery({ queryKey: productKeys.image(path ?? ''), queryFn: ({ signal }) => getProductImage(path!, signal), enabled: Boolean(path), staleTime: Infinity, retry: false });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
