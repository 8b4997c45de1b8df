/** POST exam_subject_file/download: fetches the file as a blob and saves it under its uploaded name. */
import { useMutation } from '@tanstack/react-query';
import { requestBlob, saveBlob } from '../../../../api/client';
import { examFileDownload } from '../../../../api/question-bank/files';

/** Fetches one exam file as a blob with the staff token; rejects with ApiError. */
export const fetchExamFile = (fileId: number): Promise<Blob> => requestBlob('staff', examFileDownload, { id: fileId });

/** Downloads one exam file and saves it under its uploaded name. */
export async function downloadExamFile(file: { id: number; file_name: string }): Promise<void> {
  saveBlob(await fetchExamFile(file.id), file.file_name);
}

/** The download as a mutation, so a button can show that it is busy. */
export const useDownloadExamFile = () => useMutation({ mutationFn: downloadExamFile });
