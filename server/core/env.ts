/** Configuration, parsed once from the environment (README "Configuration"). */
import path from 'node:path';
import { z } from 'zod';

/** Default absolute session lifetime (days from sign-in); `SESSION_MAX_DAYS` overrides it. */
export const SESSION_MAX_DAYS = 7;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database, uploaded files and the mail outbox live here unless configured otherwise. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL connection string; without it the app runs on embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
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
  /** Trust X-Forwarded-For from a reverse proxy (set when several instances run behind one). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** The built web app (default dist/web). */
  WEB_DIR: z.string().default('dist/web'),
  /** Service key of the KASI special-day service (공공데이터포털 특일 정보); without it holidays are computed offline only. */
  HOLIDAY_API_KEY: z.string().optional(),
  /** Base address of that service (a local stand-in in tests). */
  HOLIDAY_API_URL: z.string().url().default('http://apis.data.go.kr/B090041/openapi/service/SpcdeInfoService'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema> & { storageDir: string; outboxDir: string; publicUrl: string; seedDemo: boolean };

/** Parses the environment; throws with the offending variable named. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`환경 변수 ${issue.path.join('.')} 값이 올바르지 않습니다: ${issue.message}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    seedDemo: env.SEED === 'always' || (env.SEED === 'auto' && env.NODE_ENV !== 'production'),
  };
}
