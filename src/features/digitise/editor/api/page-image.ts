/**
 * The rendered page of an AI exam subject's paper (GET question_all_image/png?exam_subject_id&page, binary): the
 * image the box editor draws its boxes on. The admin token is not a cookie, so the page is fetched with the
 * token and shown through an object URL, revoked when the page changes or the editor closes.
 */
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestFile } from '../../../../api/client';
import { questionAllImagePng } from '../../../../api/digitise/images';
import { dividedKeys } from '../../split/api/divided-state';

/** One page render; `version` (the splitting job's id) changes when the paper is split again. */
export const pageImageQueryOptions = (examSubjectId: number, page: number, version: number | string) =>
  queryOptions({
    queryKey: [...dividedKeys.all, 'page-image', examSubjectId, page, version] as const,
    queryFn: ({ signal }) => requestFile('staff', questionAllImagePng, { query: { exam_subject_id: examSubjectId, page } }, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

/** The page as a loaded <img> for the canvas, with the query's error; null while it loads. */
export function usePageImage(examSubjectId: number, page: number | null, version: number | string) {
  const blob = useQuery({ ...pageImageQueryOptions(examSubjectId, page ?? 0, version), enabled: page !== null });
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const url = URL.createObjectURL(blob.data);
    const img = new window.Image();
    let live = true;
    img.onload = () => live && setImage(img);
    img.src = url;
    return () => {
      live = false;
      setImage(null);
      URL.revokeObjectURL(url);
    };
  }, [blob.data]);
  return { image, error: blob.error, isPending: blob.isPending };
}
