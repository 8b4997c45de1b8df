/**
 * Consulting applications (spec sections 2, 7 "Consulting": GET and POST consulting_service; issue 10 point 7).
 * The spec names the two calls and leaves their payloads open ("Request payloads of the AI consulting service:
 * not shown"); this is the contract:
 * - GET consulting_service (anyone): the services offered, with their prices.
 * - POST consulting_service (a signed-in student or parent): an application for one service with the student's
 *   name, school, grade (1-3), mobile phone, optional e-mail, the required privacy consent and the optional
 *   marketing consent. The server keeps a snapshot of the applicant's chosen majors and mock-exam scores as they
 *   are at that moment, and the service's price.
 * Not in the spec (area `consulting-extra`): the applicant's snapshot before applying, their own applications
 * (one with its report once delivered), and the consultants' calls (level 4 and up): the list with filters,
 * paging and the sort arrow, one application, its state through the consulting-application machine
 * (src/machines/consulting-application.machine.ts), notes, and the report (generated from stored facts, then
 * written by the consultant); the report as a PDF made on the server, for the consultants and, once delivered, for
 * the applicant.
 *
 * Payment: a priced service's application starts 결제 대기 (`payment_state` pending) and is paid by card through the
 * store's order flow (/payment?consulting_application_id=); its order's paid transition makes it 결제 완료 and a full
 * refund 환불됨 (and cancels it while open). `payment_required` in the POST reply tells the screen to go and pay.
 */
import { z } from 'zod';
import { APPLICATION_PAYMENT_STATES, CONSULTING_APPLICATION_EVENTS, CONSULTING_APPLICATION_STATES } from '../../machines/consulting-application.states';
import { codeField, defineCall, IdSchema, INT4_MAX, LIMITS, queryNumber } from '../http';
import { IdQuerySchema, listReply, PageQuerySchema, SearchText, SortQuerySchema } from '../question-bank/common';
import { ADMISSION_GROUP_CODES } from './search';
import { APPLICATION_GRADES, APPLICATION_LIMITS, APPLICATION_MESSAGES } from './application-fields';

export { CONSULTING_APPLICATION_STATE, CONSULTING_APPLICATION_EVENT_LABEL } from '../../machines/consulting-application.states';

/** The form's limits, grades, mobile-number rule and messages are zod-free (application-fields.ts); re-exported here. */
export * from './application-fields';

/** A consulting service offered (consulting_services). */
export const ConsultingServiceSchema = z.object({
  id: z.number().int(),
  /** A stable code (ai_report, jeongsi_1on1, susi_strategy ...). */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price in won; 0 for a free service. */
  price: z.number().int(),
});
export type ConsultingService = z.infer<typeof ConsultingServiceSchema>;

/** One chosen major as it was when the student applied (from consulting_choices). */
export const ChoiceSnapshotSchema = z.object({
  /** ga 가군, na 나군, da 다군. */
  gun: z.enum(ADMISSION_GROUP_CODES),
  /** univ_majors.id; null when a newer import removed the major (the names stay). */
  major_id: z.number().int().nullable(),
  univ_name: z.string(),
  major_name: z.string(),
  region: z.string(),
  year: z.number().int(),
});
export type ChoiceSnapshot = z.infer<typeof ChoiceSnapshotSchema>;

/** One mock-exam subject's scores as they were when the student applied (from consulting_exams). */
export const ScoreSnapshotSchema = z.object({
  /** The consulting_exams row (its graded answers give the unit analysis). */
  consulting_exam_id: z.number().int(),
  year: z.number().int(),
  test_name: z.string(),
  /** korean, math, english, history, inquiry1, inquiry2, second_lang. */
  subject_area: z.string(),
  /** The elective within the area (a code of the consulting exam contract). */
  choice_subject_id: z.number().int(),
  /** The question bank's exam the answers were graded against, if any. */
  exam_subject_id: z.number().int().nullable(),
  raw_score: z.number().nullable(),
  standard_score: z.number().nullable(),
  percentile: z.number().nullable(),
  grade: z.number().int().nullable(),
});
export type ScoreSnapshot = z.infer<typeof ScoreSnapshotSchema>;

/** The applicant's chosen majors and scores: what an application keeps. */
export const ApplicationSnapshotSchema = z.object({ choices: z.array(ChoiceSnapshotSchema), scores: z.array(ScoreSnapshotSchema) });
export type ApplicationSnapshot = z.infer<typeof ApplicationSnapshotSchema>;

/** One unit (단원, else 유형) of one graded exam in the report: how many questions, how many right, points earned. */
export const ReportUnitSchema = z.object({
  unit: z.string(),
  total: z.number().int(),
  correct: z.number().int(),
  earned: z.number(),
});

/** One chosen major in the report: its converted score and band (the formula engine over the scores tables), and cut-offs. */
export const ReportChoiceSchema = ChoiceSnapshotSchema.extend({
  /** The formula used (score_formulas: its year and track); null when the university has none that fits. */
  formula: z.object({ year: z.number().int(), track: z.string() }).nullable(),
  /** The student's converted score under that formula, from the sitting of the report; null when it cannot be computed. */
  converted: z.number().nullable(),
  /** 안정, 적정, 소신 or 도전 against the major's latest 70%컷; null without a converted score or a 70%컷. */
  band: z.string().nullable(),
  /** Why the converted score or the band is missing (no formula, a missing score, no 70%컷); null when both are shown. */
  score_note: z.string().nullable(),
  /** Previous years' cut-offs of the major (major_cutoffs), newest first. */
  cutoffs: z.array(z.object({ year: z.number().int(), kind: z.string(), score: z.number() })),
});

/**
 * The consulting report of an application: the facts generated on the server from what is stored (the snapshot,
 * the unit analysis of graded answers, formulas and cut-offs) and the consultant's own text. Frozen once delivered.
 */
export const ConsultingReportSchema = z.object({
  /** When the facts were generated (ISO 8601). */
  generated_at: z.string(),
  service_name: z.string(),
  student: z.object({ student_name: z.string(), school_name: z.string(), grade: z.number().int() }),
  choices: z.array(ReportChoiceSchema),
  /** The sitting (mock exam) the converted scores are computed from: the snapshot's latest; null without scores. */
  sitting: z.object({ year: z.number().int(), test_name: z.string() }).nullable(),
  scores: z.array(ScoreSnapshotSchema),
  /** One entry per graded exam subject, its units in order of weakness (lowest rate first). */
  units: z.array(z.object({ consulting_exam_id: z.number().int(), test_name: z.string(), subject_area: z.string(), units: z.array(ReportUnitSchema) })),
  /** How converted scores and bands were found (the sitting, the band rule), or that none could be computed yet. */
  converted_note: z.string().nullable(),
  /** The consultant's overall assessment. */
  summary: z.string(),
  /** The consultant's strategy and advice (which 군, which majors, what to study). */
  advice: z.string(),
});
export type ConsultingReport = z.infer<typeof ConsultingReportSchema>;

/** A stored state of the consulting-application machine. */
const StateSchema = z.enum(CONSULTING_APPLICATION_STATES);

/** An application as the consultants' list shows it. */
export const ConsultingApplicationSchema = z.object({
  id: z.number().int(),
  /** The applicant's account and its name. */
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  service_id: z.number().int(),
  service_name: z.string(),
  student_name: z.string(),
  school_name: z.string(),
  /** 1-3 (고1-고3). */
  grade: z.number().int(),
  /** Canonical mobile number (010-1234-5678). */
  phone: z.string(),
  email: z.string().nullable(),
  privacy_agreed: z.boolean(),
  marketing_agreed: z.boolean(),
  /** received 접수, in_progress 진행 중, delivered 전달 완료, cancelled 취소 (the consulting-application machine). */
  state: StateSchema,
  /** The service's price when applied (won). */
  price: z.number().int(),
  /** none 결제 없음 (free), pending 결제 대기, paid 결제 완료, refunded 환불됨: written only by the order's transitions. */
  payment_state: z.enum(APPLICATION_PAYMENT_STATES),
  /** The paid order (its number for a refund, Toss's orderId, amount and what was refunded), while paid. */
  paid_order: z.object({ id: z.number().int(), order_id: z.string(), amount: z.number().int(), refunded_amount: z.number().int() }).nullable(),
  /** The consultant handling it (who started it), and their name. */
  consultant_id: z.number().int().nullable(),
  consultant_name: z.string().nullable(),
  /** Whether a report has been generated. */
  has_report: z.boolean(),
  note_count: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type ConsultingApplication = z.infer<typeof ConsultingApplicationSchema>;

/** A consultant's note. */
export const ApplicationNoteSchema = z.object({ id: z.number().int(), note: z.string(), written_by: z.number().int().nullable(), writer_name: z.string().nullable(), create_time: z.string() });
export type ApplicationNote = z.infer<typeof ApplicationNoteSchema>;

/** One application with its snapshot, notes, state history and report. */
export const ConsultingApplicationDetailSchema = z.object({
  data: ConsultingApplicationSchema.extend({
    choices: z.array(ChoiceSnapshotSchema),
    scores: z.array(ScoreSnapshotSchema),
    notes: z.array(ApplicationNoteSchema),
    history: z.array(z.object({ event: z.string(), from_state: z.string(), to_state: z.string(), reason: z.string().nullable(), user_name: z.string().nullable(), create_time: z.string() })),
    report: ConsultingReportSchema.nullable(),
  }),
});
export type ConsultingApplicationDetail = z.infer<typeof ConsultingApplicationDetailSchema>['data'];

/** The applicant's own application. */
export const MyApplicationSchema = ConsultingApplicationSchema.pick({ id: true, service_id: true, service_name: true, student_name: true, school_name: true, grade: true, state: true, price: true, payment_state: true, create_time: true }).extend({
  /** Whether the report can be read (delivered). */
  report_ready: z.boolean(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

// ---------------------------------------------------------------- request schemas

const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max);

/** POST consulting_service: one application. */
export const ApplicationBodySchema = z.object({
  /** The service applied for (an active one of GET consulting_service). */
  service_id: z.number({ error: APPLICATION_MESSAGES.service }).int(APPLICATION_MESSAGES.service).min(1, APPLICATION_MESSAGES.service).max(INT4_MAX, APPLICATION_MESSAGES.service),
  student_name: text(APPLICATION_LIMITS.name, APPLICATION_MESSAGES.studentName),
  school_name: text(APPLICATION_LIMITS.school, APPLICATION_MESSAGES.schoolName),
  /** 1-3 (고1-고3). */
  grade: codeField(APPLICATION_GRADES, APPLICATION_MESSAGES.grade),
  /** A Korean mobile number; the server checks its form with `normalizeMobile` (400 naming body.phone) and stores the canonical one. */
  phone: text(APPLICATION_LIMITS.phone, APPLICATION_MESSAGES.phone),
  /** Optional; where the report may also be sent. */
  email: z.email({ error: APPLICATION_MESSAGES.email }).max(LIMITS.email, APPLICATION_MESSAGES.email).optional(),
  /** The required consent to the collection and use of personal data (/consulting/apply/privacy-policy): must be true. */
  privacy_agreed: z.literal(true, { error: APPLICATION_MESSAGES.privacy }),
  /** The optional consent to marketing messages (/consulting/apply/marketing-policy). */
  marketing_agreed: z.boolean({ error: APPLICATION_MESSAGES.marketing }).default(false),
});
export type ApplicationBody = z.input<typeof ApplicationBodySchema>;

/** Comma-separated states of the machine (`state=received,in_progress`); absent or empty: every state. */
const StateList = z
  .string()
  .max(200)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return undefined;
    const parts = [...new Set(v.split(',').map((p) => p.trim()))];
    if (!parts.every((p) => (CONSULTING_APPLICATION_STATES as readonly string[]).includes(p))) {
      ctx.addIssue({ code: 'custom', message: `상태는 ${CONSULTING_APPLICATION_STATES.join(', ')} 중에서 쉼표로 고릅니다.` });
      return z.NEVER;
    }
    return parts as Array<(typeof CONSULTING_APPLICATION_STATES)[number]>;
  });

const DateOnly = z.iso.date({ error: '날짜는 YYYY-MM-DD 형식입니다.' });

/** GET consulting_application/list: filters (state, service, a name search, application dates), paging, the sort arrow. */
export const ApplicationListQuerySchema = PageQuerySchema.extend(SortQuerySchema.shape).extend({
  state: StateList,
  service_id: queryNumber(IdSchema.optional()),
  /** Searches the student's name, the school and the phone number. */
  q: SearchText,
  /** Applied on or after this day (Asia/Seoul). */
  from: DateOnly.optional(),
  /** Applied on or before this day (Asia/Seoul). */
  to: DateOnly.optional(),
});
export type ApplicationListQuery = z.input<typeof ApplicationListQuerySchema>;

/** PUT consulting_application/state: one event of the machine; CANCEL needs a reason. */
export const ApplicationStateBodySchema = z.object({
  id: IdSchema,
  event: z.enum(CONSULTING_APPLICATION_EVENTS),
  reason: z.string().trim().max(APPLICATION_LIMITS.reason).optional(),
});
export type ApplicationStateBody = z.input<typeof ApplicationStateBodySchema>;

/** POST consulting_application/note: a consultant's note. */
export const ApplicationNoteBodySchema = z.object({ id: IdSchema, note: text(APPLICATION_LIMITS.note, '메모 내용을 입력하세요.') });
export type ApplicationNoteBody = z.input<typeof ApplicationNoteBodySchema>;

/** PUT consulting_application/report: the consultant's text of the report. */
export const ReportTextBodySchema = z.object({
  id: IdSchema,
  summary: z.string().trim().max(APPLICATION_LIMITS.reportText),
  advice: z.string().trim().max(APPLICATION_LIMITS.reportText),
});
export type ReportTextBody = z.input<typeof ReportTextBodySchema>;

/** POST consulting_application/report/generate: (re)generate the facts of the report. */
export const ReportGenerateBodySchema = z.object({ id: IdSchema });

const ReportReplySchema = z.object({ id: z.number().int(), report: ConsultingReportSchema });

// ---------------------------------------------------------------- the spec's two calls

/** GET consulting_service: the active services in their order, with prices. */
export const consultingServiceList = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_service',
  area: 'consulting',
  summary: 'AI 컨설팅 서비스 목록 (가격 포함)',
  reply: z.object({ data_list: z.array(ConsultingServiceSchema) }),
});

/** POST consulting_service: a customer applies for a service (400 naming the field; 409 when the same service is still open). */
export const consultingServiceApply = defineCall({
  method: 'POST',
  path: '/api/v2/tar_univ/consulting_service',
  area: 'consulting',
  summary: '컨설팅 신청 (개인정보 수집·이용 동의 필수; 지원 목록과 성적은 신청 시점의 것으로 저장)',
  body: ApplicationBodySchema,
  reply: z.object({
    id: z.number().int(),
    state: StateSchema,
    service_name: z.string(),
    price: z.number().int(),
    /** true for a priced service: payment is requested (the store issue's payment flow joins here). */
    payment_required: z.boolean(),
  }),
});

// ---------------------------------------------------------------- not in the spec: the applicant's side

/** GET consulting_service/snapshot: what an application would keep now (the caller's chosen majors and scores). */
export const consultingApplicationSnapshot = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_service/snapshot',
  area: 'consulting-extra',
  summary: '신청할 때 함께 저장되는 내 지원 목록과 모의고사 성적',
  reply: ApplicationSnapshotSchema,
});

/** GET consulting_service/mine: the caller's applications, newest first. */
export const myConsultingApplications = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_service/mine',
  area: 'consulting-extra',
  summary: '내 컨설팅 신청 목록',
  reply: z.object({ data_list: z.array(MyApplicationSchema) }),
});

/** GET consulting_service/application?id: one of the caller's applications, with its report once delivered (403 for another's). */
export const myConsultingApplication = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_service/application',
  area: 'consulting-extra',
  summary: '내 컨설팅 신청 보기 (전달된 보고서 포함)',
  query: IdQuerySchema,
  reply: z.object({ data: MyApplicationSchema.extend({ report: ConsultingReportSchema.nullable() }) }),
});

/**
 * GET consulting_service/application/pdf?id: the report of one of the caller's applications as a PDF (A4, Korean
 * text searchable), once delivered (409 before; 403 for another's). A file, not JSON.
 */
export const myConsultingApplicationPdf = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_service/application/pdf',
  area: 'consulting-extra',
  summary: '내 컨설팅 보고서 PDF 다운로드 (전달된 보고서만)',
  query: IdQuerySchema,
  reply: z.object({}),
  replyKind: 'binary',
});

// ---------------------------------------------------------------- not in the spec: the consultants (level 4 and up)

/** GET consulting_application/list: one page of applications under the filters. */
export const applicationList = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_application/list',
  area: 'consulting-extra',
  summary: '컨설팅 신청 목록 (상태는 쉼표로 여러 개, q는 학생 이름·학교·연락처 검색, from·to는 신청일)',
  query: ApplicationListQuerySchema,
  reply: listReply(ConsultingApplicationSchema),
});

/** GET consulting_application?id: one application with its snapshot, notes, history and report. */
export const applicationGet = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_application',
  area: 'consulting-extra',
  summary: '컨설팅 신청 보기',
  query: IdQuerySchema,
  reply: ConsultingApplicationDetailSchema,
});

/** PUT consulting_application/state: START, DELIVER, CANCEL (with a reason) or REOPEN through the machine (409 when it refuses). */
export const applicationState = defineCall({
  method: 'PUT',
  path: '/api/v2/tar_univ/consulting_application/state',
  area: 'consulting-extra',
  summary: '컨설팅 신청 상태 변경 (진행 시작·보고서 전달·취소·다시 접수)',
  body: ApplicationStateBodySchema,
  reply: z.object({ id: z.number().int(), state: StateSchema }),
});

/** POST consulting_application/note: adds a consultant's note. */
export const applicationNote = defineCall({
  method: 'POST',
  path: '/api/v2/tar_univ/consulting_application/note',
  area: 'consulting-extra',
  summary: '컨설팅 신청 메모 작성',
  body: ApplicationNoteBodySchema,
  reply: z.object({ id: z.number().int() }),
});

/** POST consulting_application/report/generate: builds the report's facts from what is stored (in progress only; the consultant's text is kept). */
export const applicationReportGenerate = defineCall({
  method: 'POST',
  path: '/api/v2/tar_univ/consulting_application/report/generate',
  area: 'consulting-extra',
  summary: '컨설팅 보고서 생성 (지원 목록·성적·단원 분석; 진행 중일 때만)',
  body: ReportGenerateBodySchema,
  reply: ReportReplySchema,
});

/** PUT consulting_application/report: saves the consultant's text of the report (in progress only). */
export const applicationReportSave = defineCall({
  method: 'PUT',
  path: '/api/v2/tar_univ/consulting_application/report',
  area: 'consulting-extra',
  summary: '컨설팅 보고서 의견 저장 (진행 중일 때만)',
  body: ReportTextBodySchema,
  reply: ReportReplySchema,
});

/** GET consulting_application/report/pdf?id: the application's report as a PDF, in any state once generated (409 without a report). A file, not JSON. */
export const applicationReportPdf = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_application/report/pdf',
  area: 'consulting-extra',
  summary: '컨설팅 보고서 PDF 다운로드 (보고서를 생성한 뒤)',
  query: IdQuerySchema,
  reply: z.object({}),
  replyKind: 'binary',
});

/** The file name of a report's PDF: 컨설팅보고서_<student>_<application id>.pdf (the server sends it; the screens save under it). */
export const reportPdfFileName = (application: { id: number; student_name: string }) => `컨설팅보고서_${application.student_name.replace(/[\\/:*?"<>|\s]+/g, '_')}_${application.id}.pdf`;
