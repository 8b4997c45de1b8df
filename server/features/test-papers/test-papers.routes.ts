/**
 * Routes of uploaded test papers (spec section 7 "Test papers", issue 12): the spec's six calls for
 * administrators from level 4 (README's permission table: uploaded test papers, 관리자(외부)), the school exam
 * made from a paper, and the customer's upload, own list and "seen". The upload is multipart: its call
 * declares no body and the service reads and validates the parts; it is declared `confirmedEmail` (a customer
 * confirms their address before uploading), refused before any part is read.
 */
import * as calls from '../../../src/api/test-papers';
import { LEVEL } from '../../../src/api/levels';
import { RATE_LIMITS } from '../../../src/api/rate-limits';
import { defineRoute, type RouteDef } from '../../core/define-route';
import * as service from './test-papers.service';

/** Reviewing uploaded papers: administrators (level 4 and up); each paper is checked with the test-papers policy. */
const admins = { minLevel: LEVEL.adminExternal } as const;

/** Every route of the test-papers area. */
export const testPaperRoutes: RouteDef[] = [
  defineRoute({ call: calls.testPaperList, access: admins, handler: ({ deps, query }) => service.listTestPapers(deps, query) }),
  defineRoute({ call: calls.testPaperGet, access: admins, handler: ({ deps, user, query }) => service.getTestPaper(deps, user, query.id) }),
  defineRoute({ call: calls.testPaperState, access: admins, handler: ({ deps, user, body }) => service.changeTestPaperState(deps, user, body) }),
  defineRoute({ call: calls.testPaperFileSize, access: admins, handler: ({ deps, user, query }) => service.testPaperFileSize(deps, user, query) }),
  defineRoute({ call: calls.testPaperDownload, access: admins, handler: ({ deps, user, reply, body }) => service.downloadTestPaperFile(deps, user, reply, body) }),
  defineRoute({ call: calls.testPaperSubject, access: admins, handler: ({ deps, user, body }) => service.changeTestPaperSubject(deps, user, body) }),
  defineRoute({ call: calls.testPaperSchoolExam, access: admins, handler: ({ deps, user, request, body }) => service.makeSchoolExam(deps, user, request, body) }),
  defineRoute({ call: calls.testPaperUpload, access: 'customer', confirmedEmail: true, upload: true, limits: [RATE_LIMITS.uploads], handler: ({ deps, user, request }) => service.uploadTestPaper(deps, user, request) }),
  defineRoute({ call: calls.myTestPapers, access: 'customer', handler: ({ deps, user }) => service.myTestPapers(deps, user) }),
  defineRoute({ call: calls.myTestPapersSeen, access: 'customer', handler: ({ deps, user, body }) => service.markMyTestPapersSeen(deps, user, body) }),
] as RouteDef[];
