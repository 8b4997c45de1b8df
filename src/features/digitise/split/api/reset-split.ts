/**
 * POST divided_image/reset from the screens (issue 9 point 5): a new paper goes up as multipart through the
 * client's one upload function (real upload progress, the staff token); a re-split or a retry of a failed job
 * sends only `{ exam_subject_id }` as JSON. Either way the divided state is invalidated, so that its query
 * polls the new job until it settles and the boxes appear without a reload.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, uploadMultipart, type ApiError } from '../../../../api/client';
import { divideReset, type DivideResetBodySchema } from '../../../../api/digitise/images';
import type { CallInput, CallReply } from '../../../../api/http';
import type { z } from 'zod';
import { dividedKeys } from './divided-state';

export type ResetReply = CallReply<typeof divideReset>;

/** Messages for refusals that arrive without the server's error body (e.g. a proxy's 413). */
const FALLBACK: Record<number, { code: ApiError['code']; message: string }> = {
  413: { code: 'PAYLOAD_TOO_LARGE', message: '파일이 너무 큽니다. 더 작은 파일로 올려 주세요.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'PDF 또는 PNG·JPG 이미지만 올릴 수 있습니다.' },
};

/** Uploads a paper (one PDF, or page images in page order) and starts its splitting job. */
export function uploadPaper(examSubjectId: number, files: File[], onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ResetReply> {
  return uploadMultipart('staff', { call: divideReset, fields: { exam_subject_id: examSubjectId }, files, onProgress, signal, fallback: FALLBACK });
}

/** Splits the stored paper again (a failed job is retried). The call's body is JSON only on this path, so it is not in its schema. */
export function resplit(examSubjectId: number): Promise<ResetReply> {
  const body: z.input<typeof DivideResetBodySchema> = { exam_subject_id: examSubjectId };
  return adminApi(divideReset, { body } as unknown as Partial<CallInput<typeof divideReset>>);
}

/** The re-split as a mutation that refreshes the divided state. */
export function useResplit(examSubjectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resplit(examSubjectId),
    onSuccess: () => client.invalidateQueries({ queryKey: dividedKeys.state(examSubjectId) }),
  });
}
