/**
 * Use cases of consulting applications (spec section 7 "Consulting": GET and POST consulting_service; issue 10
 * point 7). A student or parent applies for a service with the required privacy consent; the application keeps a
 * snapshot of their chosen majors and mock-exam scores and the service's price. Consultants (level 4 and up)
 * list and read applications, move each through the consulting-application machine with an audit row (409 for
 * what it refuses, 400 naming body.reason for a cancellation without one), write notes, and produce the report:
 * its facts generated here from what is stored, their own text added, frozen once delivered. Every application
 * loaded by id is checked with the consulting policy (`application.read`, `application.handle`).
 *
 * Payment: a priced service's application starts 결제 대기 (`payment_state` pending) and is paid through the store's
 * order flow (/payment?consulting_application_id=), whose paid transition makes it 결제 완료 and whose full refund
 * makes it 환불됨 and cancels it (server/features/store/order-effects.ts). Consultants start only a paid (or free)
 * application (guard `paid`); a paid application is cancelled by refunding it (the refund cancels it), never by a
 * plain CANCEL that would keep the money.
 */
import type { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  ApplicationSnapshotSchema,
  ConsultingReportSchema,
  normalizeMobile,
  type ApplicationBodySchema,
  type ApplicationListQuerySchema,
  type ApplicationNoteBodySchema,
  type ApplicationSnapshot,
  type ApplicationStateBodySchema,
  type ConsultingApplication,
  type ConsultingReport,
  type MyApplication,
  type ReportGenerateBodySchema,
  type ReportTextBodySchema,
  reportPdfFileName,
} from '../../../src/api/consulting/applications';
import { SORT } from '../../../src/api/codes';
import { ScoreFormulaSchema, type Track } from '../../../src/api/consulting/scores';
import { buildReport, isApplicationSortKey, latestSittingOf, NO_CHOICE_FACTS, type ChoiceFacts } from '../../../src/features/consulting/applications/applications.rules';
import { BAND_RULE_TEXT, bandLabel, bandOf, convert, pickFormulaYear, pickTrack, sortTracks, trackOfMajor } from '../../../src/features/consulting/score.rules';
import { CONSULTING_POLICY as policy } from '../../../src/features/consulting/consulting.policy';
import {
  APPLICATION_PAYMENT_STATE,
  applicationPaymentLabel,
  applicationPaymentSettled,
  CONSULTING_APPLICATION_STATE,
  consultingApplicationHasTag,
  consultingApplicationLabel,
  consultingApplicationMachine,
  consultingApplicationStatesWith,
  type ApplicationPaymentState,
  type ConsultingApplicationEvent,
  type ConsultingApplicationState,
} from '../../../src/machines/consulting-application.machine';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import * as repo from './applications.repository';
import { renderReportPdf } from './report-pdf';
import * as scoresRepo from './scores.repository';
import { studentScoresOf } from './scores.service';

const APPLICATION = '컨설팅 신청';
type ApplicationAction = 'application.read' | 'application.handle';
const stateName = (s: string) => `${s} (${consultingApplicationLabel(s)})`;

/** An application by id for an action: 404 when missing, then 403 when the policy refuses. */
async function requireApplication(db: DbOrTx, user: AuthUser, id: number, action: ApplicationAction): Promise<repo.ApplicationJoined> {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound(APPLICATION);
  assertAllowed(policy.authorize(actorOf(user), action, row.application));
  return row;
}

/** The same, locked until the transaction ends, for the writes. */
async function lockApplication(tx: DbOrTx, user: AuthUser, id: number, action: ApplicationAction): Promise<repo.ApplicationRow> {
  const row = await repo.lockApplication(tx, id);
  if (!row) throw notFound(APPLICATION);
  assertAllowed(policy.authorize(actorOf(user), action, row));
  return row;
}

/** The report may be generated and written only while the machine tags the state `reportEditable` (409 otherwise). */
function requireReportEditable(row: repo.ApplicationRow) {
  if (!consultingApplicationHasTag(row.state, 'reportEditable')) {
    throw conflict(`현재 상태 ${stateName(row.state)}에서는 보고서를 만들거나 고칠 수 없습니다. 진행 중인 신청의 보고서만 고칠 수 있습니다.`);
  }
}

// ---- Presentation ----

const snapshotOfRow = (row: repo.ApplicationRow): ApplicationSnapshot => ApplicationSnapshotSchema.parse({ choices: row.choices, scores: row.scores });
const reportOfRow = (row: repo.ApplicationRow): ConsultingReport | null => (row.report === null ? null : ConsultingReportSchema.parse(row.report));

/** An application as the consultants' list shows it. */
function presentApplication(r: repo.ApplicationJoined): ConsultingApplication {
  const a = r.application;
  return {
    id: a.id,
    user_id: a.user_id,
    user_name: r.user_name,
    service_id: a.service_id,
    service_name: r.service_name,
    student_name: a.student_name,
    school_name: a.school_name,
    grade: a.grade,
    phone: a.phone,
    email: a.email,
    privacy_agreed: a.privacy_agreed,
    marketing_agreed: a.marketing_agreed,
    state: a.state as ConsultingApplicationState,
    price: a.price,
    consultant_id: a.consultant_id,
    consultant_name: r.consultant_name,
    payment_state: a.payment_state as ApplicationPaymentState,
    paid_order: r.paid_order,
    has_report: a.report !== null,
    note_count: r.note_count,
    create_time: a.create_time.toISOString(),
    update_time: a.update_time.toISOString(),
  };
}

/** An application as its applicant sees it. */
function presentOwn(r: repo.ApplicationJoined): MyApplication {
  const { id, service_id, service_name, student_name, school_name, grade, state, price, payment_state, create_time } = presentApplication(r);
  return { id, service_id, service_name, student_name, school_name, grade, state, price, payment_state, create_time, report_ready: consultingApplicationHasTag(state, 'reportVisible') && r.application.report !== null };
}

// ---- Anyone: the services ----

/** GET consulting_service: the active services in their order. */
export async function listServices(deps: Deps) {
  const rows = await repo.activeServices(deps.db);
  return { data_list: rows.map(({ id, code, name, description, price }) => ({ id, code, name, description, price })) };
}

// ---- Applicants ----

/** The applicant's chosen majors and mock-exam scores as they are now: what an application keeps. */
async function takeSnapshot(db: DbOrTx, userId: number): Promise<ApplicationSnapshot> {
  const [choices, scores] = await Promise.all([repo.choicesOf(db, userId), repo.scoresOf(db, userId)]);
  return { choices, scores };
}

/** GET consulting_service/snapshot: what an application of the caller would keep now. */
export function applicationSnapshot(deps: Deps, user: AuthUser) {
  return takeSnapshot(deps.db, user.uid);
}

/**
 * POST consulting_service: an application. The phone must be a Korean mobile number (400 naming body.phone; the
 * canonical form is stored), the service an active one (400 naming body.service_id), and the applicant may not
 * have an open application of the same service (409 naming body.service_id and its number). The applicant's
 * applications are written one at a time (their account row is locked), so two clicks never make two.
 */
export async function applyForService(deps: Deps, user: AuthUser, body: z.output<typeof ApplicationBodySchema>) {
  const phone = normalizeMobile(body.phone);
  if (!phone) throw badRequest('body.phone', `body.phone: ${APPLICATION_MESSAGES.phoneFormat}`);
  return deps.db.transaction(async (tx) => {
    const service = await repo.findService(tx, body.service_id);
    if (!service?.active) throw badRequest('body.service_id', `body.service_id: ${APPLICATION_MESSAGES.serviceUnavailable}`);
    await repo.lockApplicant(tx, user.uid);
    const open = await repo.findOpenApplication(tx, user.uid, service.id, consultingApplicationStatesWith('open'));
    if (open) throw conflict(`이미 신청한 서비스입니다 (신청 번호 ${open.id}). 진행 상황은 '내 신청 내역'에서 확인하세요.`, 'body.service_id');
    const snapshot = await takeSnapshot(tx, user.uid);
    const state = CONSULTING_APPLICATION_STATE.received.value;
    const id = await repo.insertApplication(tx, {
      user_id: user.uid,
      service_id: service.id,
      student_name: body.student_name,
      school_name: body.school_name,
      grade: body.grade,
      phone,
      email: body.email ?? null,
      choices: snapshot.choices,
      scores: snapshot.scores,
      privacy_agreed: body.privacy_agreed,
      marketing_agreed: body.marketing_agreed,
      state,
      price: service.price,
      payment_state: service.price > 0 ? APPLICATION_PAYMENT_STATE.pending.value : APPLICATION_PAYMENT_STATE.none.value,
    });
    return { id, state, service_name: service.name, price: service.price, payment_required: service.price > 0 };
  });
}

/** GET consulting_service/mine: the caller's applications, newest first. */
export async function myApplications(deps: Deps, user: AuthUser) {
  const rows = await repo.applicationsOf(deps.db, user.uid);
  return { data_list: rows.filter((r) => policy.allows(actorOf(user), 'application.read', r.application)).map(presentOwn) };
}

/** GET consulting_service/application: one of the caller's applications (403 for another's), its report once delivered. */
export async function myApplication(deps: Deps, user: AuthUser, id: number) {
  const row = await requireApplication(deps.db, user, id, 'application.read');
  const own = presentOwn(row);
  return { data: { ...own, report: own.report_ready ? reportOfRow(row.application) : null } };
}

// ---- Consultants ----

/** GET consulting_application/list: one page under the filters, sorted by a known column or newest first. */
export async function listApplications(deps: Deps, q: z.output<typeof ApplicationListQuerySchema>) {
  const { page, size, sort_key, sort, ...filter } = q;
  const order = isApplicationSortKey(sort_key) ? { key: sort_key, descending: sort === SORT.desc } : undefined;
  const { rows, total } = await repo.listApplications(deps.db, filter, { page, size }, order);
  return { data_list: rows.map(presentApplication), total, page, size };
}

/** GET consulting_application: one application with its snapshot, notes, history and report. */
export async function getApplication(deps: Deps, user: AuthUser, id: number) {
  const row = await requireApplication(deps.db, user, id, 'application.read');
  const [notes, history] = await Promise.all([repo.notesOf(deps.db, id), repo.historyOf(deps.db, id)]);
  return {
    data: {
      ...presentApplication(row),
      ...snapshotOfRow(row.application),
      notes: notes.map((n) => ({ ...n, create_time: n.create_time.toISOString() })),
      history: history.map((h) => ({ ...h, create_time: h.create_time.toISOString() })),
      report: reportOfRow(row.application),
    },
  };
}

/**
 * PUT consulting_application/state: one event through the consulting-application machine with an audit row.
 * START records the consultant; DELIVER needs a report (409 naming the state and the event otherwise); CANCEL
 * needs a reason (400 naming body.reason), kept in the audit trail.
 */
export function changeApplicationState(deps: Deps, user: AuthUser, body: z.output<typeof ApplicationStateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, user, body.id, 'application.handle');
    const reason = body.reason || null;
    if (body.event === 'CANCEL' && row.payment_state === APPLICATION_PAYMENT_STATE.paid.value) {
      throw conflict('결제 완료된 신청입니다. 결제를 환불하면 신청도 함께 취소됩니다 (환불은 관리자(내부, 레벨 5 이상)가 합니다).');
    }
    const event: ConsultingApplicationEvent =
      body.event === 'CANCEL'
        ? { type: 'CANCEL', reason: reason ?? '' }
        : body.event === 'DELIVER'
          ? { type: 'DELIVER', hasReport: row.report !== null }
          : body.event === 'START'
            ? { type: 'START', paid: applicationPaymentSettled(row.payment_state) }
            : { type: body.event };
    const to = await applyTransition({
      tx,
      machine: consultingApplicationMachine,
      entity: repo.ENTITY,
      entityId: row.id,
      current: row.state,
      event,
      userId: user.uid,
      reason,
      label: consultingApplicationLabel,
      guardAnswers: {
        hasReason: () => badRequest('body.reason', 'body.reason: 취소 사유를 입력하세요. 다른 컨설턴트가 이력에서 봅니다.'),
        hasReport: () => conflict(`현재 상태 ${stateName(row.state)}에서 DELIVER: 보고서가 아직 없습니다. 보고서를 먼저 생성하세요.`),
        paid: () => conflict(`결제가 끝나지 않은 신청입니다 (${applicationPaymentLabel(row.payment_state)}). 결제가 완료된 뒤 시작할 수 있습니다.`),
      },
    });
    // Reopened after a refund, a priced application is to be paid again.
    const repay = event.type === 'REOPEN' && row.price > 0 && row.payment_state === APPLICATION_PAYMENT_STATE.refunded.value;
    await repo.updateApplication(tx, row.id, {
      state: to,
      ...(event.type === 'START' ? { consultant_id: user.uid } : {}),
      ...(repay ? { payment_state: APPLICATION_PAYMENT_STATE.pending.value } : {}),
    });
    return { id: row.id, state: to as ConsultingApplicationState };
  });
}

/** POST consulting_application/note: a consultant's note, in any state. */
export function addApplicationNote(deps: Deps, user: AuthUser, body: z.output<typeof ApplicationNoteBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, user, body.id, 'application.handle');
    const id = await repo.insertNote(tx, { application_id: row.id, note: body.note, written_by: user.uid });
    await repo.updateApplication(tx, row.id, {});
    return { id };
  });
}

/** A cut-off's score as entered (the column is float4: 412.3 reads back as 412.29998...). */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The converted score and band of one chosen major, through the formula engine (src/features/consulting/
 * score.rules.ts) over the scores tables read with the scores slice's repository: the university's formula of the
 * major's track (공통 first) for the choice's year (else the nearest), computed from the given sitting's rows; the
 * band from the major's cut-offs. Where something is missing, `score_note` says what (as the engine says it).
 */
async function scoreChoice(tx: DbOrTx, choice: ApplicationSnapshot['choices'][number], sitting: ReturnType<typeof latestSittingOf>): Promise<ChoiceFacts> {
  const major = choice.major_id !== null ? await scoresRepo.findMajor(tx, choice.major_id) : await scoresRepo.findMajorByNames(tx, choice.univ_name, choice.major_name);
  if (!major) return NO_CHOICE_FACTS;
  const [formulas, cutoffRows] = await Promise.all([scoresRepo.formulasOfUniversity(tx, major.university_id), scoresRepo.cutoffsOfMajor(tx, major.university_id, choice.major_name)]);
  const cutoffs = cutoffRows.map((c) => ({ ...c, score: oneDecimal(c.score) }));
  const track = pickTrack(sortTracks(new Set(formulas.map((f) => f.track as Track))), trackOfMajor(major.src_broad5));
  const picked = pickFormulaYear(
    formulas.filter((f) => f.track === track),
    choice.year,
  );
  const formula = picked.formula ? ScoreFormulaSchema.safeParse(picked.formula.formula) : null;
  const result = formula?.success && sitting ? convert(formula.data, studentScoresOf(sitting.rows)) : null;
  const converted = result && result.missing.length === 0 ? result.converted : null;
  const band = bandOf(converted, cutoffs);
  const note = !picked.formula
    ? `${choice.univ_name}의 환산 공식이 아직 없습니다. 공식이 등록되면 표시됩니다.`
    : !formula?.success
      ? '저장된 공식의 형식이 올바르지 않아 계산하지 않았습니다.'
      : !sitting
        ? '입력한 모의고사 성적이 없어 계산하지 않았습니다.'
        : converted === null
          ? `계산하지 못했습니다: ${(result?.missing ?? []).map((m) => m.message).join(' ')}`
          : band.band === null
            ? '70%컷 입결이 없어 판정하지 않았습니다.'
            : null;
  return {
    formula: picked.formula ? { year: picked.formula.year, track: picked.formula.track } : null,
    converted,
    band: band.band === null ? null : bandLabel(band.band),
    score_note: note,
    cutoffs: cutoffs.map(({ year, kind, score }) => ({ year, kind, score })),
  };
}

/**
 * The report's facts from what is stored: the application's snapshot, the converted score and band of each chosen
 * major from the snapshot's latest sitting (`scoreChoice`), and the unit analysis of the snapshot's graded answers.
 */
async function reportFor(tx: DbOrTx, row: repo.ApplicationRow, serviceName: string, text: { summary: string; advice: string } | null): Promise<ConsultingReport> {
  const snapshot = snapshotOfRow(row);
  const sitting = latestSittingOf(snapshot.scores);
  const choiceFacts: ChoiceFacts[] = [];
  for (const choice of snapshot.choices) choiceFacts.push(await scoreChoice(tx, choice, sitting));
  const answers = await repo.gradedAnswersOf(
    tx,
    snapshot.scores.map((s) => s.consulting_exam_id),
  );
  return buildReport({
    service_name: serviceName,
    student: { student_name: row.student_name, school_name: row.school_name, grade: row.grade },
    snapshot,
    choiceFacts,
    answers,
    bandRule: BAND_RULE_TEXT,
    text,
    now: new Date(),
  });
}

/** The consultant's text of a stored report, if any. */
const textOf = (row: repo.ApplicationRow) => {
  const report = reportOfRow(row);
  return report ? { summary: report.summary, advice: report.advice } : null;
};

/** POST consulting_application/report/generate: (re)builds the facts, keeping the consultant's text (in progress only). */
export function generateReport(deps: Deps, user: AuthUser, body: z.output<typeof ReportGenerateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, user, body.id, 'application.handle');
    requireReportEditable(row);
    const service = await repo.findService(tx, row.service_id);
    const report = await reportFor(tx, row, service?.name ?? '', textOf(row));
    await repo.updateApplication(tx, row.id, { report });
    return { id: row.id, report };
  });
}

/** PUT consulting_application/report: saves the consultant's text (in progress only); the facts are generated first when there are none. */
export function saveReportText(deps: Deps, user: AuthUser, body: z.output<typeof ReportTextBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, user, body.id, 'application.handle');
    requireReportEditable(row);
    const text = { summary: body.summary, advice: body.advice };
    const stored = reportOfRow(row);
    const service = stored ? null : await repo.findService(tx, row.service_id);
    const report: ConsultingReport = stored ? { ...stored, ...text } : await reportFor(tx, row, service?.name ?? '', text);
    await repo.updateApplication(tx, row.id, { report });
    return { id: row.id, report };
  });
}

// ---- The report as a PDF ----

/** A report's PDF and the name it is saved under. */
export interface ReportPdf {
  file_name: string;
  data: Buffer;
}

/** The PDF of a loaded application's stored report, with its dates (delivered: the last move into a `reportVisible` state). */
async function pdfOf(db: DbOrTx, row: repo.ApplicationJoined, report: ConsultingReport): Promise<ReportPdf> {
  const a = row.application;
  const history = await repo.historyOf(db, a.id);
  const delivered = history.filter((h) => consultingApplicationHasTag(h.to_state, 'reportVisible')).at(-1);
  const data = await renderReportPdf({
    report,
    application: { id: a.id, create_time: a.create_time.toISOString(), delivered_at: delivered ? delivered.create_time.toISOString() : null, consultant_name: row.consultant_name },
  });
  return { file_name: reportPdfFileName(a), data };
}

/** GET consulting_application/report/pdf: the report's PDF for a consultant, in any state once generated (409 without one). */
export async function applicationReportPdf(deps: Deps, user: AuthUser, id: number): Promise<ReportPdf> {
  const row = await requireApplication(deps.db, user, id, 'application.read');
  const report = reportOfRow(row.application);
  if (!report) throw conflict(`현재 상태 ${stateName(row.application.state)}: 보고서가 아직 없습니다. 보고서를 먼저 생성하세요.`);
  return pdfOf(deps.db, row, report);
}

/** GET consulting_service/application/pdf: the report's PDF of one of the caller's applications (403 for another's), once delivered (409 before). */
export async function myApplicationPdf(deps: Deps, user: AuthUser, id: number): Promise<ReportPdf> {
  const row = await requireApplication(deps.db, user, id, 'application.read');
  const report = presentOwn(row).report_ready ? reportOfRow(row.application) : null;
  if (!report) throw conflict(`현재 상태 ${stateName(row.application.state)}: 보고서가 아직 전달되지 않았습니다. 전달되면 내려받을 수 있습니다.`);
  return pdfOf(deps.db, row, report);
}
