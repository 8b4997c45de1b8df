/**
 * Routes of the question bank: files (spec section 7, Files). Uploads are multipart: their calls declare no
 * body and the service reads and validates the parts (files.service.ts).
 */
import * as calls from '../../../src/api/question-bank/files';
import { FILE_ACCESS } from '../../../src/features/question-bank/files/files.rules';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './files.service';

export const fileRoutes: RouteDef[] = [
  defineRoute({
    call: calls.examSubjectFile,
    access: FILE_ACCESS.upload,
    upload: true,
    handler: ({ deps, user, request }) => service.uploadExamSubjectFile(deps, user, request),
  }),
  defineRoute({
    call: calls.textbookExamFile,
    access: FILE_ACCESS.upload,
    upload: true,
    handler: ({ deps, user, request }) => service.uploadTextbookExamFile(deps, user, request),
  }),
  defineRoute({
    call: calls.schoolSubjectFile,
    access: FILE_ACCESS.upload,
    upload: true,
    handler: ({ deps, user, request }) => service.uploadSchoolSubjectFile(deps, user, request),
  }),
  defineRoute({
    call: calls.englishFile,
    access: FILE_ACCESS.upload,
    upload: true,
    handler: ({ deps, user, request }) => service.uploadEnglishFile(deps, user, request),
  }),
  defineRoute({
    call: calls.pngFileListUpload,
    access: FILE_ACCESS.pages,
    upload: true,
    handler: ({ deps, user, request }) => service.uploadPngPages(deps, user, request),
  }),
  defineRoute({
    call: calls.pngFileListDelete,
    access: FILE_ACCESS.pages,
    handler: ({ deps, user, request, query }) => service.deletePngPage(deps, user, request, query),
  }),
  defineRoute({
    call: calls.examFileDownload,
    access: FILE_ACCESS.read,
    handler: ({ deps, user, reply, body }) => service.downloadFile(deps, user, reply, body.id),
  }),
  defineRoute({
    call: calls.checkQuestionImage,
    access: FILE_ACCESS.read,
    handler: ({ deps, user, params }) => service.checkQuestionImage(deps, user, params.id),
  }),
] as RouteDef[];
