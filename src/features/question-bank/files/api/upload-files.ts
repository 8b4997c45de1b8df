/** Multipart uploads of exam files with real progress, through the client's one upload function. */
import { uploadMultipart, type UploadRequest } from '../../../../api/client';
import type { Call, CallReply } from '../../../../api/http';

/** Sends files with the staff token; resolves with the parsed reply, rejects with ApiError or UploadCancelled. */
export const uploadFiles = <C extends Call>(upload: UploadRequest<C>): Promise<CallReply<C>> => uploadMultipart('staff', upload);
