/**
 * Demo data of consulting applications (issue 10 point 7): the consulting services offered (one free, two priced)
 * and a few applications of the demo customers in different states, so that /consulting/apply has services to
 * offer and /admin/admin-consulting has applications to filter, read and handle. States are reached through the
 * consulting-application machine with audit rows by the level-4 demo administrator, as the consultants' screen
 * would.
 *
 * Money agrees with the states (entitlements follow the money): a free application is 결제 없음; a priced one is
 * 결제 대기 until paid, and one that is started (or further) is paid: it has a paid order in `orders` for its
 * price (a `SEED-` orderId and paymentKey, approved days back), and its payment state is 결제 완료 before the
 * machine's START (guard `paid`) is applied. Idempotent: services are keyed by their code, applications by
 * applicant, service and student name, orders by orderId; an application seeded before it had its order gets it.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  APPLICATION_PAYMENT_STATE,
  applicationPaymentSettled,
  consultingApplicationMachine,
  CONSULTING_APPLICATION_STATE,
  type ConsultingApplicationEvent,
} from '../../../src/machines/consulting-application.machine';
import { ORDER_STATE } from '../../../src/machines/order.states';
import type { Db, DbOrTx } from '../../core/db';
import { applyTransition } from '../../core/transitions';
import { choicesOf, ENTITY, scoresOf } from '../../features/consulting/applications.repository';
import { consultingApplicationNotes, consultingApplications, consultingServices, orders, users } from '../schema';

/** The services offered, in their order. */
export const CONSULTING_SERVICES = [
  {
    code: 'ai_report',
    name: 'AI 대학 추천 리포트',
    description:
      '지원 목록과 모의고사 성적을 바탕으로 가·나·다군별 지원 가능 대학과 학과를 정리하고, 틀린 문항을 단원별로 분석해 보완할 부분을 알려 드리는 리포트입니다. 신청 후 영업일 기준 3일 안에 받아 보실 수 있습니다.',
    price: 0,
    sort_order: 1,
  },
  {
    code: 'jeongsi_1on1',
    name: '1:1 정시 컨설팅',
    description:
      '입시 전문 컨설턴트가 수능·모의고사 성적과 대학별 환산 방식을 함께 검토하고, 60분 화상 상담으로 가·나·다군 지원 전략을 세워 드립니다. 상담 후 상담 내용을 정리한 보고서를 드립니다.',
    price: 150_000,
    sort_order: 2,
  },
  {
    code: 'susi_strategy',
    name: '수시 전략 컨설팅',
    description:
      '학교생활기록부와 내신 성적을 바탕으로 학생부교과·학생부종합·논술 전형 가운데 유리한 전형을 찾고, 6장의 수시 카드 배분과 면접·자기소개 준비 방향을 안내해 드립니다. 90분 상담과 보고서가 포함됩니다.',
    price: 200_000,
    sort_order: 3,
  },
] as const;

/** Adds the services that are missing (by code); existing ones are left as administrators changed them. */
export async function seedConsultingServices(db: Db): Promise<void> {
  await db
    .insert(consultingServices)
    .values(CONSULTING_SERVICES.map((s) => ({ ...s, active: true })))
    .onConflictDoNothing({ target: consultingServices.code });
}

/** A demo application: whose, for which service, and the consultant's events and notes that bring it to its state. */
interface DemoApplication {
  email: string;
  service: (typeof CONSULTING_SERVICES)[number]['code'];
  student_name: string;
  school_name: string;
  grade: number;
  phone: string;
  email_address: string | null;
  marketing_agreed: boolean;
  /** Paid for (a priced service): its seeded order's orderId and how many days ago it was paid. */
  paid?: { order_id: string; days_ago: number };
  /** The consultant's events (START sent with the payment fact read from the row, CANCEL with its reason). */
  events: Array<{ event: 'START' } | { event: 'CANCEL'; reason: string }>;
  notes: string[];
}

const APPLICATIONS: DemoApplication[] = [
  {
    email: 'student@demo.local',
    service: 'ai_report',
    student_name: '데모 학생',
    school_name: '휘문고등학교',
    grade: 3,
    phone: '010-2345-6789',
    email_address: 'student@demo.local',
    marketing_agreed: true,
    events: [],
    notes: [],
  },
  {
    email: 'student@demo.local',
    service: 'jeongsi_1on1',
    student_name: '데모 학생',
    school_name: '휘문고등학교',
    grade: 3,
    phone: '010-2345-6789',
    email_address: null,
    marketing_agreed: false,
    paid: { order_id: 'SEED-CONSULT-0001', days_ago: 3 },
    events: [{ event: 'START' }],
    notes: ['학부모님과 통화함. 상담은 평일 저녁 7시 이후를 원하심.', '6월 모의평가 수학 점수가 낮아 가군 상향 지원은 신중히 보기로 함.'],
  },
  {
    email: 'parent@demo.local',
    service: 'susi_strategy',
    student_name: '이서연',
    school_name: '대치고등학교',
    grade: 2,
    phone: '010-9876-5432',
    email_address: 'parent@demo.local',
    marketing_agreed: false,
    events: [{ event: 'CANCEL', reason: '학부모 요청: 2학기 성적이 나온 뒤 다시 신청하기로 함' }],
    notes: ['3학년 1학기 이후 재신청 안내 문자 발송함.'],
  },
  {
    email: 'parent@demo.local',
    service: 'jeongsi_1on1',
    student_name: '이서연',
    school_name: '대치고등학교',
    grade: 2,
    phone: '010-9876-5432',
    email_address: 'parent@demo.local',
    marketing_agreed: true,
    events: [],
    notes: [],
  },
];

const DAY = 86_400_000;

/** The payment state a new application of this price starts in (as the application call writes it). */
const initialPaymentState = (price: number) => (price > 0 ? APPLICATION_PAYMENT_STATE.pending.value : APPLICATION_PAYMENT_STATE.none.value);

/**
 * The paid order of a seeded application (state paid, its price, a `SEED-` paymentKey), added when missing (by
 * orderId), or linked again when its application was removed; while that order is paid, the application is
 * 결제 완료. An order refunded since is left as it is, and the application with it.
 */
async function seedPaidOrder(tx: DbOrTx, app: { id: number; user_id: number; price: number }, serviceName: string, paid: NonNullable<DemoApplication['paid']>) {
  const at = new Date(Date.now() - paid.days_ago * DAY);
  await tx
    .insert(orders)
    .values({
      order_id: paid.order_id,
      user_id: app.user_id,
      order_name: `컨설팅: ${serviceName}`,
      list_amount: app.price,
      amount: app.price,
      consulting_application_id: app.id,
      state: ORDER_STATE.paid.code,
      payment_key: `${paid.order_id}-PAY`,
      method: '카드',
      approved_time: at,
      channel: 'web',
      create_time: at,
      update_time: at,
    })
    .onConflictDoNothing({ target: orders.order_id });
  const [order] = await tx.select().from(orders).where(eq(orders.order_id, paid.order_id));
  if (order.consulting_application_id === null) await tx.update(orders).set({ consulting_application_id: app.id }).where(eq(orders.id, order.id));
  else if (order.consulting_application_id !== app.id) return;
  if (order.state !== ORDER_STATE.paid.code) return;
  const paidState = APPLICATION_PAYMENT_STATE.paid.value;
  await tx.update(consultingApplications).set({ payment_state: paidState }).where(and(eq(consultingApplications.id, app.id), ne(consultingApplications.payment_state, paidState)));
}

/** Adds the demo applications that are missing; the services are seeded first. */
export async function seedDemoApplications(db: Db): Promise<void> {
  await seedConsultingServices(db);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set([...APPLICATIONS.map((a) => a.email), 'level4@demo.local'])]));
  const consultant = people.find((p) => p.email === 'level4@demo.local');
  const services = await db.select().from(consultingServices);
  if (!consultant) return;
  for (const demo of APPLICATIONS) {
    const applicant = people.find((p) => p.email === demo.email);
    const service = services.find((s) => s.code === demo.service);
    if (!applicant || !service) continue;
    const [existing] = await db
      .select({ id: consultingApplications.id, user_id: consultingApplications.user_id, price: consultingApplications.price })
      .from(consultingApplications)
      .where(and(eq(consultingApplications.user_id, applicant.id), eq(consultingApplications.service_id, service.id), eq(consultingApplications.student_name, demo.student_name)))
      .limit(1);
    if (existing) {
      // Seeded before applications had orders: its paid order is added (once, by orderId).
      if (demo.paid && existing.price > 0) await seedPaidOrder(db, existing, service.name, demo.paid);
      continue;
    }
    await db.transaction(async (tx) => {
      const [choices, scores] = await Promise.all([choicesOf(tx, applicant.id), scoresOf(tx, applicant.id)]);
      const [row] = await tx
        .insert(consultingApplications)
        .values({
          user_id: applicant.id,
          service_id: service.id,
          student_name: demo.student_name,
          school_name: demo.school_name,
          grade: demo.grade,
          phone: demo.phone,
          email: demo.email_address,
          choices,
          scores,
          privacy_agreed: true,
          marketing_agreed: demo.marketing_agreed,
          state: CONSULTING_APPLICATION_STATE.received.value,
          price: service.price,
          payment_state: initialPaymentState(service.price),
        })
        .returning();
      if (demo.paid && row.price > 0) await seedPaidOrder(tx, row, service.name, demo.paid);
      const [{ payment_state }] = await tx.select({ payment_state: consultingApplications.payment_state }).from(consultingApplications).where(eq(consultingApplications.id, row.id));
      let state = row.state;
      for (const step of demo.events) {
        const event: ConsultingApplicationEvent = step.event === 'START' ? { type: 'START', paid: applicationPaymentSettled(payment_state) } : { type: 'CANCEL', reason: step.reason };
        const reason = step.event === 'CANCEL' ? step.reason : undefined;
        state = await applyTransition({ tx, machine: consultingApplicationMachine, entity: ENTITY, entityId: row.id, current: state, event, userId: consultant.id, reason });
        await tx
          .update(consultingApplications)
          .set({ state, ...(event.type === 'START' ? { consultant_id: consultant.id } : {}) })
          .where(eq(consultingApplications.id, row.id));
      }
      if (demo.notes.length) await tx.insert(consultingApplicationNotes).values(demo.notes.map((note) => ({ application_id: row.id, note, written_by: consultant.id })));
    });
  }
}
