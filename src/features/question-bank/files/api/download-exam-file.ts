/** POST exam_subject_file/download: fetches the file as a blob and saves it under its uploaded name. */
import { useMutation } from '@tanstack/react-query';
import { ApiError, getToken, NOT_TOKEN } from '../../../../api/client';
import { buildPath, ErrorBodySchema } from '../../../../api/http';
import { examFileDownload } from '../../../../api/question-bank/files';

/** Hands a blob to the browser as a download named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Fetches one exam file as a blob with the staff token; rejects with ApiError. */
export async function fetchExamFile(fileId: number): Promise<Blob> {
  const token = getToken('staff');
  if (!token) throw new ApiError('NOT_TOKEN', NOT_TOKEN, 401);
  let response: Response;
  try {
    response = await fetch(buildPath(examFileDownload.path), {
      method: examFileDownload.method,
      headers: { authorization: `token=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: fileId }),
    });
  } catch {
    throw new ApiError('INTERNAL', '서버에 연결할 수 없습니다. 네트워크를 확인하세요.', 0);
  }
  if (!response.ok) {
    const body = ErrorBodySchema.safeParse(await response.json().catch(() => null));
    throw body.success ? new ApiError(body.data.code, body.data.message, response.status, body.data.field) : new ApiError('INTERNAL', `내려받기에 실패했습니다 (${response.status}).`, response.status);
  }
  return response.blob();
}

/** Downloads one exam file and saves it under its uploaded name. */
export async function downloadExamFile(file: { id: number; file_name: string }): Promise<void> {
  saveBlob(await fetchExamFile(file.id), file.file_name);
}

/** The download as a mutation, so a button can show that it is busy. */
export const useDownloadExamFile = () => useMutation({ mutationFn: downloadExamFile });
