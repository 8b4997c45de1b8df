/** Passwords (argon2id) and tokens (HS256 JWT carried as `Authorization: token=<jwt>`). */
import { createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { TtlCache } from './ttl-cache';
import { appSecrets } from '../db/schema';
import type { Db } from './db';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const ARGON = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);
export const verifyPassword = (stored: string, password: string) => verify(stored, password).catch(() => false);

/**
 * What a token says: the account, its realm, the account's token version when it was signed (`ver`) and
 * when the person signed in (`sat`, seconds since the epoch; kept across refreshes). The level is read from
 * the database on each request, together with the token version (server/core/access.ts).
 */
export interface TokenClaims {
  uid: number;
  realm: 'staff' | 'customer';
  ver: number;
  sat: number;
}

export interface Tokens {
  sign: (claims: TokenClaims) => Promise<string>;
  verify: (token: string) => Promise<TokenClaims | null>;
}

/** How long tokens last: each token `ttlHours`, and a session never past `sessionMaxDays` after sign-in. */
export interface TokenLifetimes {
  ttlHours: number;
  sessionMaxDays: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** How many checked tokens one instance remembers. */
const VERIFIED_KEPT = 10_000;

/** Whether the session that began at `sat` has outlived the absolute lifetime. */
const sessionOver = (sat: number, sessionMaxDays: number) => nowSeconds() >= sat + Math.round(sessionMaxDays * 86_400);

/** Reads the claims of a verified payload; null when one is missing or malformed. */
function claimsOf(payload: Record<string, unknown>): TokenClaims | null {
  const uid = Number(payload.sub);
  const { realm, ver, sat } = payload;
  if (!Number.isInteger(uid) || (realm !== 'staff' && realm !== 'customer')) return null;
  if (!Number.isInteger(ver) || !Number.isInteger(sat)) return null;
  return { uid, realm, ver: ver as number, sat: sat as number };
}

/**
 * Signs and checks tokens with one secret. A token expires after `ttlHours`, but never later than
 * `sessionMaxDays` after sign-in, and is refused past that even if its own expiry says otherwise.
 */
export function createTokens(secret: Uint8Array, { ttlHours, sessionMaxDays }: TokenLifetimes): Tokens {
  /** Tokens whose signature was checked, with their claims and expiry (kept at most a token's lifetime). */
  const verified = new TtlCache<{ claims: TokenClaims; exp: number }>(ttlHours * 3_600_000, VERIFIED_KEPT);
  return {
    sign: ({ uid, realm, ver, sat }) =>
      new SignJWT({ realm, ver, sat })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(uid))
        .setIssuedAt()
        .setExpirationTime(Math.min(nowSeconds() + Math.round(ttlHours * 3600), sat + Math.round(sessionMaxDays * 86_400)))
        .sign(secret),
    verify: async (token) => {
      // A token's signature is checked once (about 0.1 ms of WebCrypto); the same string is then known good until it
      // expires. Revocation is not the signature's job: the account lookup of every request checks the token version.
      const known = verified.get(token);
      if (known) {
        if (nowSeconds() < known.exp && !sessionOver(known.claims.sat, sessionMaxDays)) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const claims = claimsOf(payload);
        if (!claims || sessionOver(claims.sat, sessionMaxDays)) return null;
        verified.set(token, { claims, exp: payload.exp! });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** The token secret: JWT_SECRET, or one generated once and kept in the database so every instance shares it. */
export async function resolveSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.insert(appSecrets).values({ name: 'jwt', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return new TextEncoder().encode(row.value);
}

/**
 * A secret key for one purpose (e.g. `toss-customer-key`), derived from the token secret: as stable as that secret
 * (across restarts and instances), different for each purpose, and never the token secret itself.
 */
export function derivedKey(secret: Uint8Array, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`derived-key:${purpose}`).digest();
}

/** Reads the token from `Authorization: token=<jwt>` (the spec's header form). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^token=(\S{1,4096})$/.exec(header.trim());
  return match ? match[1] : null;
}
