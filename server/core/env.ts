/** Configuration, parsed once from the environment (README "Configuration"). */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Default absolute session lifetime (days from sign-in); `SESSION_MAX_DAYS` overrides it. */
export const SESSION_MAX_DAYS = 7;
/** Default size of the PostgreSQL connection pool; `PG_POOL_MAX` overrides it. */
export const PG_POOL_MAX = 10;
/** Default most pages of an uploaded PDF; `PDF_MAX_PAGES` overrides it. */
export const PDF_MAX_PAGES = 60;
/** Default time limit of opening an uploaded PDF in its worker thread, in ms; `PDF_CHECK_TIMEOUT_MS` overrides it. */
export const PDF_CHECK_TIMEOUT_MS = 10_000;
/** Default largest uploaded image in megapixels (a 300 dpi A3 scan is about 17); `IMAGE_MAX_MEGAPIXELS` overrides it. */
export const IMAGE_MAX_MEGAPIXELS = 40;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database, uploaded files and the mail outbox live here unless configured otherwise. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL connection string; without it the app runs on embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
  /** Processes serving requests on this machine (server/core/workers.ts): 1, a number, or `auto` (one per core); above 1 needs DATABASE_URL. */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((v) => (v === 'auto' ? availableParallelism() : v)),
  /** Most connections this instance opens to that PostgreSQL (its pool's size). */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(PG_POOL_MAX),
  /** When set, every statement sent to PostgreSQL is appended to this file as one JSON line (scripts/bench.ts replays them); no tracing when unset. */
  SQL_TRACE_FILE: z.string().optional(),
  /** Where uploaded files are stored (default DATA_DIR/files). */
  STORAGE_DIR: z.string().optional(),
  /** Secret for signing tokens; when unset, one is generated and kept in the database (shared by all instances). */
  JWT_SECRET: z.string().min(32).optional(),
  /** Token lifetime in hours. */
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Absolute session lifetime in days: refreshing never carries a session past this long after sign-in. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(SESSION_MAX_DAYS),
  /** SMTP connection URL for outgoing mail; without it mail is written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('에듀플랫폼 <no-reply@localhost>'),
  /** Public address used in e-mailed links. */
  PUBLIC_URL: z.string().optional(),
  /** Demo accounts and data: `auto` seeds unless NODE_ENV=production, `always` and `never` force it. */
  SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Largest accepted upload, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().positive().default(20),
  /** Most files one upload request may carry (page images); more is refused with 413 naming the limit. */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
  /** Megabytes one account may store per day (Korean calendar day); past it uploads are refused with 429. */
  UPLOAD_DAILY_MB: z.coerce.number().positive().default(500),
  /** Most pages of an uploaded PDF (every upload area); more is refused with 413 naming the limit, before it is stored or split. */
  PDF_MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(PDF_MAX_PAGES),
  /** How long an uploaded PDF may take to open and measure in its worker thread, in ms (and to wait for one); past it 422 (503 when waiting). */
  PDF_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(PDF_CHECK_TIMEOUT_MS),
  /** Largest uploaded image in megapixels (width × height from its header); more is refused with 413 before its pixels are decoded. */
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive().max(250).default(IMAGE_MAX_MEGAPIXELS),
  /** Trust X-Forwarded-For from a reverse proxy (set when several instances run behind one). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** The built web app (default dist/web). */
  WEB_DIR: z.string().default('dist/web'),
  /** Service key of the KASI special-day service (공공데이터포털 특일 정보); without it holidays are computed offline only. */
  HOLIDAY_API_KEY: z.string().optional(),
  /** Base address of that service (a local stand-in in tests). */
  HOLIDAY_API_URL: z.string().url().default('http://apis.data.go.kr/B090041/openapi/service/SpcdeInfoService'),
  /** Papers split at once by this instance, each in its own worker thread (default 1; 0 under NODE_ENV=test, whose tests start their own runner). */
  SPLIT_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** How often the splitting queue is polled, in ms. */
  SPLIT_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** How long an instance's claim on a splitting job holds without renewal, in ms (renewed every third of it); an instance that died loses its jobs to the others after this. */
  SPLIT_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Toss Payments client key (test_ck_/live_ck_), given to the browser's SDK; without TOSS_SECRET_KEY the local stand-in's is used. */
  TOSS_CLIENT_KEY: z.string().optional(),
  /** Toss Payments secret key (test_sk_/live_sk_), used only by the server; unset: the app's own Toss-compatible stand-in (outside production only, see TOSS_STANDIN). */
  TOSS_SECRET_KEY: z.string().optional(),
  /**
   * The app's own Toss-compatible stand-in (fake card payments, nothing charged): `auto` uses it when TOSS_SECRET_KEY
   * is unset, except under NODE_ENV=production, which then refuses to start; `on` forces it (the only way to run it in
   * production, with a warning at every start; refused together with Toss keys); `off` refuses to start without keys.
   */
  TOSS_STANDIN: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Toss's API address (a separately run stand-in, scripts/toss-standin.ts, in some setups). */
  TOSS_API_URL: z.string().url().default('https://api.tosspayments.com'),
  /** The SDK script the browser loads (loadTossPayments' `src`). */
  TOSS_SDK_URL: z.string().default('https://js.tosspayments.com/v2/standard'),
  /** How often due unlimited passes are renewed (charged through their billing key), in minutes; 0: never by itself (tests call the job). */
  TOSS_RENEW_MINUTES: z.coerce.number().min(0).max(24 * 60).optional(),
  /** Minutes a waiting order may be paid; later its confirm is refused and the server's job closes it (기한 만료). */
  ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** How often the server closes orders past their time to live, in minutes; 0: never by itself (tests call the job). Default 1 (0 under NODE_ENV=test). */
  ORDER_EXPIRE_MINUTES: z.coerce.number().int().min(0).max(24 * 60).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Where payments go: Toss itself (keys given) or the app's own Toss-compatible stand-in (no secret key). */
export interface TossConfig {
  standin: boolean;
  clientKey: string;
  secretKey: string;
  apiUrl: string;
  sdkUrl: string;
  renewMinutes: number;
}

/** The stand-in's path prefix on this app (server/features/store/toss-standin-routes.ts serves its browser part there). */
export const TOSS_STANDIN = { prefix: '/toss-standin' } as const;

/**
 * Fresh random keys for one stand-in (one per app, made when its environment is loaded; one per run of
 * scripts/toss-standin.ts): a key nobody could know in advance, so that no constant key opens any stand-in.
 */
export function standinKeys(): { clientKey: string; secretKey: string } {
  return { clientKey: `test_ck_standin_${randomBytes(12).toString('base64url')}`, secretKey: `test_sk_standin_${randomBytes(24).toString('base64url')}` };
}

export type Env = z.infer<typeof EnvSchema> & { storageDir: string; outboxDir: string; publicUrl: string; seedDemo: boolean; toss: TossConfig };

/** Parses the environment; throws with the offending variable named. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`환경 변수 ${issue.path.join('.')} 값이 올바르지 않습니다: ${issue.message}`);
  }
  const env = parsed.data;
  // PGlite is one process's database; and the built-in Toss stand-in keeps its payments in its process, so a
  // payment begun on one worker would be unknown to the next.
  if (env.WORKERS > 1 && !env.DATABASE_URL) throw new Error('환경 변수 WORKERS 값이 올바르지 않습니다: 1보다 크면 DATABASE_URL(PostgreSQL)이 필요합니다. 내장 PGlite는 한 프로세스만 열 수 있습니다.');
  if (env.WORKERS > 1 && !env.TOSS_SECRET_KEY) throw new Error('환경 변수 WORKERS 값이 올바르지 않습니다: 1보다 크면 TOSS_SECRET_KEY가 필요합니다. 앱 안의 토스 대역은 결제를 프로세스 안에 두므로 따로 띄운 대역(scripts/toss-standin.ts)이나 토스를 쓰세요.');
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    seedDemo: env.SEED === 'always' || (env.SEED === 'auto' && env.NODE_ENV !== 'production'),
    toss: tossConfig(env),
  };
}

/**
 * Toss settings: with TOSS_SECRET_KEY, Toss (or whatever TOSS_API_URL names); without it, the stand-in this app
 * serves, with keys of its own. Production never falls back to the stand-in by itself: a forgotten key would let
 * anyone "pay" with a test card, so it refuses to start unless TOSS_STANDIN=on says so.
 */
function tossConfig(env: z.infer<typeof EnvSchema>): TossConfig {
  const renewMinutes = env.TOSS_RENEW_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 60);
  if (env.TOSS_STANDIN === 'on' && env.TOSS_SECRET_KEY) {
    throw new Error('환경 변수 TOSS_STANDIN 값이 올바르지 않습니다: on은 앱 안의 토스 대역을 쓰라는 뜻이므로 TOSS_SECRET_KEY와 함께 설정할 수 없습니다. 토스로 결제하려면 TOSS_STANDIN을 지우세요.');
  }
  if (!env.TOSS_SECRET_KEY) {
    if (env.TOSS_STANDIN === 'off') throw new Error('환경 변수 TOSS_SECRET_KEY 값이 올바르지 않습니다: TOSS_STANDIN=off이면 토스페이먼츠 키(TOSS_SECRET_KEY, TOSS_CLIENT_KEY)가 필요합니다.');
    if (env.TOSS_STANDIN === 'auto' && env.NODE_ENV === 'production') {
      throw new Error('환경 변수 TOSS_SECRET_KEY 값이 올바르지 않습니다: NODE_ENV=production에는 토스페이먼츠 키(TOSS_SECRET_KEY, TOSS_CLIENT_KEY)가 필요합니다. 키 없이는 시험용 토스 대역이 가짜 카드 결제를 받게 됩니다(꼭 그래야 한다면 TOSS_STANDIN=on).');
    }
    return { standin: true, ...standinKeys(), apiUrl: `http://standin${TOSS_STANDIN.prefix}`, sdkUrl: `${TOSS_STANDIN.prefix}/v2/standard`, renewMinutes };
  }
  if (!env.TOSS_CLIENT_KEY) throw new Error('환경 변수 TOSS_CLIENT_KEY 값이 올바르지 않습니다: TOSS_SECRET_KEY와 함께 설정하세요.');
  return { standin: false, clientKey: env.TOSS_CLIENT_KEY, secretKey: env.TOSS_SECRET_KEY, apiUrl: env.TOSS_API_URL, sdkUrl: env.TOSS_SDK_URL, renewMinutes };
}
