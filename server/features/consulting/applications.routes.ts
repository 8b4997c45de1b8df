/**
 * Routes of consulting applications (spec section 7 "Consulting": GET and POST consulting_service; issue 10
 * point 7): the service list for anyone, the application and the applicant's own records for signed-in customers,
 * and the consultants' handling from level 4 (the consulting policy's `application.handle`); every application
 * loaded by id is checked with the consulting policy. The report's PDF is a file reply (server/features/consulting/report-pdf.ts).
 */
import * as calls from '../../../src/api/consulting/applications';
import { LEVEL } from '../../../src/api/levels';
import type { FastifyReply } from 'fastify';
import { defineRoute, type RouteDef } from '../../core/define-route';
import { sendStream } from '../../core/send-stream';
import { contentDisposition } from '../../shared/uploads';
import * as service from './applications.service';

/** Consultants: administrators from level 4 (README's permission table: 관리자(외부)). */
const consultants = { minLevel: LEVEL.adminExternal } as const;

/** Sends a report's PDF as an attachment under its Korean name, never cached by shared caches. */
const sendPdf = (reply: FastifyReply, pdf: service.ReportPdf) => sendStream(reply, pdf.data, { type: 'application/pdf', disposition: contentDisposition(pdf.file_name) });

/** Every route of consulting applications. */
export const consultingApplicationRoutes: RouteDef[] = [
  defineRoute({ call: calls.consultingServiceList, access: 'public', handler: ({ deps }) => service.listServices(deps) }),
  defineRoute({ call: calls.consultingServiceApply, access: 'customer', handler: ({ deps, user, body }) => service.applyForService(deps, user, body) }),
  defineRoute({ call: calls.consultingApplicationSnapshot, access: 'customer', handler: ({ deps, user }) => service.applicationSnapshot(deps, user) }),
  defineRoute({ call: calls.myConsultingApplications, access: 'customer', handler: ({ deps, user }) => service.myApplications(deps, user) }),
  defineRoute({ call: calls.myConsultingApplication, access: 'customer', handler: ({ deps, user, query }) => service.myApplication(deps, user, query.id) }),
  defineRoute({ call: calls.myConsultingApplicationPdf, access: 'customer', handler: async ({ deps, user, query, reply }) => sendPdf(reply, await service.myApplicationPdf(deps, user, query.id)) }),
  defineRoute({ call: calls.applicationList, access: consultants, handler: ({ deps, query }) => service.listApplications(deps, query) }),
  defineRoute({ call: calls.applicationGet, access: consultants, handler: ({ deps, user, query }) => service.getApplication(deps, user, query.id) }),
  defineRoute({ call: calls.applicationState, access: consultants, handler: ({ deps, user, body }) => service.changeApplicationState(deps, user, body) }),
  defineRoute({ call: calls.applicationNote, access: consultants, handler: ({ deps, user, body }) => service.addApplicationNote(deps, user, body) }),
  defineRoute({ call: calls.applicationReportGenerate, access: consultants, handler: ({ deps, user, body }) => service.generateReport(deps, user, body) }),
  defineRoute({ call: calls.applicationReportSave, access: consultants, handler: ({ deps, user, body }) => service.saveReportText(deps, user, body) }),
  defineRoute({ call: calls.applicationReportPdf, access: consultants, handler: async ({ deps, user, query, reply }) => sendPdf(reply, await service.applicationReportPdf(deps, user, query.id)) }),
] as RouteDef[];
