/**
 * Builds the app without listening: external plugins -> core -> features, an explicit list.
 * Tests build it on an in-memory database and call it with inject().
 */
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ZodError } from 'zod';
import { accessPlugin } from './core/access';
import { createTokens, derivedKey, resolveSecret } from './core/auth';
import { openDatabase, type Database } from './core/db';
import type { Deps } from './core/deps';
import { databaseInputError } from './core/db-errors';
import { registerRoutes, type RouteDef } from './core/define-route';
import type { Env } from './core/env';
import { AppError } from './core/errors';
import { createMailer } from './core/mailer';
import { rateLimitsPlugin } from './core/rate-limits';
import { securityHeadersFor, useSecurityHeaders } from './core/security-headers';
import { clientGone, isClientGoneError } from './core/send-stream';
import { localStorage } from './core/storage';
import { seedDemo } from './db/seed/index';
import { authRoutes } from './features/auth/auth.routes';
import { curriculumRoutes } from './features/question-bank/curriculum.routes';
import { examRoutes } from './features/question-bank/exams.routes';
import { fileRoutes } from './features/question-bank/files.routes';
import { questionRoutes } from './features/question-bank/questions.routes';
import { schoolTextbookRoutes } from './features/question-bank/schools-textbooks.routes';
import { stagingSampleRoutes } from './features/question-bank/staging-samples.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { calendarRoutes } from './features/staff/calendar.routes';
import { dashboardRoutes } from './features/staff/dashboards.routes';
import { payRoutes } from './features/staff/pay.routes';
import { userRoutes } from './features/staff/users.routes';
import { errorReportRoutes } from './features/error-reports/error-reports.routes';
import { reviewRoutes } from './features/review/review.routes';
import { sampleTestRoutes } from './features/public/sample-test.routes';
import { testPaperRoutes } from './features/test-papers/test-papers.routes';
import { consultingRoutes } from './features/consulting/consulting.routes';
import { consultingChoiceRoutes } from './features/consulting/choices.routes';
import { consultingExamRoutes } from './features/consulting/exams.routes';
import { consultingScoreRoutes } from './features/consulting/scores.routes';
import { consultingApplicationRoutes } from './features/consulting/applications.routes';
import { autoExamRoutes } from './features/digitise/auto-exams.routes';
import { aiReviewRoutes } from './features/digitise/ai-review.routes';
import { dividedImageRoutes } from './features/digitise/images.routes';
import { splitReportRoutes } from './features/digitise/reports.routes';
import { autoSchoolSubjectRoutes } from './features/digitise/school-subjects.routes';
import { productRoutes } from './features/store/products.routes';
import { paymentRoutes } from './features/store/payments.routes';
import { adminPaymentRoutes } from './features/store/admin-payments.routes';
import { refundRequestRoutes } from './features/store/refund-requests.routes';
import { registerPayments } from './features/store/payments.plugin';
import { startReconcileTimer } from './features/store/reconcile.timer';
import { splitRunnerOptions, startSplitRunner, type SplitRunner } from './features/digitise/split-jobs';
import { registerDocs, registerWeb, systemRoutes } from './features/system/system.routes';

/** Every contract route of the app, by area. */
export const ROUTES: RouteDef[] = [
  ...systemRoutes,
  ...authRoutes,
  ...curriculumRoutes,
  ...schoolTextbookRoutes,
  ...examRoutes,
  ...questionRoutes,
  ...stagingSampleRoutes,
  ...fileRoutes,
  ...reviewRoutes,
  ...errorReportRoutes,
  ...staffRoutes,
  ...userRoutes,
  ...payRoutes,
  ...calendarRoutes,
  ...dashboardRoutes,
  ...testPaperRoutes,
  ...consultingRoutes,
  ...consultingChoiceRoutes,
  ...consultingExamRoutes,
  ...consultingScoreRoutes,
  ...consultingApplicationRoutes,
  ...autoExamRoutes,
  ...aiReviewRoutes,
  ...dividedImageRoutes,
  ...splitReportRoutes,
  ...autoSchoolSubjectRoutes,
  ...productRoutes,
  ...paymentRoutes,
  ...adminPaymentRoutes,
  ...refundRequestRoutes,
  ...sampleTestRoutes,
] as RouteDef[];

export interface BuildOptions {
  env: Env;
  /** An open, migrated database (tests); otherwise the configured one is opened and migrated. */
  database?: Database;
  logger?: boolean;
  /** Where the log lines go (pino's destination; standard output unless told): tests read them. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export async function buildApp({ env, database: given, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  // Start-up phases in ms, logged once the logger exists (issue 13 point 5: a start on existing data answers within
  // 3 s). `loading`: from the process's start to here (the modules).
  let mark = performance.now();
  const phases: Record<string, number> = { loading: Math.round(mark) };
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  const database = given ?? (await openDatabase(env));
  lap('database');
  if (!given && env.seedDemo) await seedDemo(database.db, localStorage(env.storageDir));
  lap('seed');

  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors Fastify answers before any route runs (a path parameter past maxParamLength, a malformed URL): the
    // same envelope as every other refusal, naming the path parameters.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).code(400).send({ result: 'fail', code: 'BAD_REQUEST', message: `요청 경로가 올바르지 않습니다: ${error.message}`, field: 'params' });
    },
  });
  const secret = await resolveSecret(database.db, env.JWT_SECRET);
  const deps: Deps = {
    env,
    db: database.db,
    database,
    tokens: createTokens(secret, { ttlHours: env.TOKEN_TTL_HOURS, sessionMaxDays: env.SESSION_MAX_DAYS }),
    secretFor: (purpose) => derivedKey(secret, purpose),
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.outboxDir, log: (m) => app.log.info(m) }),
    storage: localStorage(env.storageDir),
    startedAt: Date.now(),
  };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    if (!given) await database.close();
  });

  // Security headers on every reply, errors and the web app included (core/security-headers.ts).
  useSecurityHeaders(app, securityHeadersFor(env.toss));
  // Only reply.sendFile is used; every call names its own root. A file's .br or .gz sibling, written at build time
  // (vite.config.ts), is sent instead when the request accepts it, with vary: accept-encoding.
  await app.register(fastifyStatic, { root: process.cwd(), serve: false, preCompressed: true });
  await app.register(accessPlugin, { db: deps.db, tokens: deps.tokens });
  // Rate limits counted in the database (core/rate-limits.ts); routes name theirs (define-route.ts `limits`).
  await app.register(rateLimitsPlugin, { db: deps.db });

  app.setErrorHandler((raised: FastifyError | AppError | Error, request, reply) => {
    // The client went away (a download cancelled before or during the file, core/send-stream.ts), or the file's
    // headers are already out: nothing can be answered. A closed connection is no fault of the server's.
    if (clientGone(reply) || reply.raw.headersSent) {
      // A refusal (4xx) nobody is left to read is as quiet as the closed connection itself; a server fault is not.
      const quiet = isClientGoneError(raised) || raised instanceof AppError || ((raised as FastifyError).statusCode ?? 500) < 500;
      if (quiet) request.log.debug({ err: raised, reqId: request.id }, 'client went away; reply not finished');
      else if (reply.raw.headersSent) request.log.warn({ err: raised, reqId: request.id }, 'reply cut short after its headers were sent');
      else request.log.error({ err: raised, reqId: request.id }, 'unhandled error (the client had gone)');
      return;
    }
    // A file reply that failed before its first byte (a stored file that vanished): the error is JSON, not the file.
    reply.removeHeader('content-type').removeHeader('content-length').removeHeader('content-disposition');
    // Input the schemas let through but the database refused (core/db-errors.ts): a client error, logged so the gap is seen.
    const refused = raised instanceof AppError ? null : databaseInputError(raised);
    if (refused) request.log.info({ err: raised, reqId: request.id }, 'input refused by the database');
    const error = refused ?? raised;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send({ result: 'fail', code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    const status = (error as FastifyError).statusCode;
    if (!(error instanceof ZodError) && status && status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
      const message = status === 413 ? '요청 본문이 너무 큽니다.' : status === 415 ? '지원하지 않는 Content-Type입니다.' : `요청 형식이 올바르지 않습니다: ${error.message}`;
      return reply.code(status === 404 ? 404 : status === 413 || status === 415 ? status : 400).send({ result: 'fail', code, message, field: 'body' });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ result: 'fail', code: 'INTERNAL', message: `서버 오류가 발생했습니다. (요청 ${request.id})` });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ result: 'fail', code: 'NOT_FOUND', message: `${request.method} ${request.url.split('?')[0]} 경로가 없습니다.` }),
  );

  // The splitting-job runner of this instance (issue 9 point 5): started once the app is ready, stopped before
  // it closes (its running jobs go back to the queue). SPLIT_WORKERS=0 (the default in tests) runs none.
  const splitOptions = splitRunnerOptions(env);
  if (splitOptions.workers > 0) {
    let runner: SplitRunner | null = null;
    app.addHook('onReady', async () => {
      runner = startSplitRunner(deps, splitOptions, app.log);
    });
    app.addHook('preClose', async () => {
      await runner?.stop();
    });
  }

  if (env.NODE_ENV !== 'test') {
    // The daily reconciliation of yesterday's orders with Toss (issue 11 point 5), once per day across instances.
    let reconcile: { stop: () => Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      reconcile = startReconcileTimer(deps, app.log);
    });
    app.addHook('preClose', async () => {
      await reconcile?.stop();
    });
  }

  // Uploads are read by the services with request.parts(): one file per request unless a call asks for more. Only the
  // upload calls (`upload: true`) are registered with @fastify/multipart.
  registerRoutes(app, deps, ROUTES, {
    limits: { fileSize: Math.floor(env.UPLOAD_MAX_MB * 1024 * 1024), files: 1, fields: 20, fieldSize: 64 * 1024, parts: 200, headerPairs: 100 },
  });
  await registerPayments(app);
  registerDocs(app, ROUTES);
  registerWeb(app, path.resolve(env.WEB_DIR));
  lap('app');
  if (!given) app.log.info({ startup: phases }, 'start-up phases (ms)');
  return app;
}
