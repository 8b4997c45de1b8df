/** Passwords (argon2id) and tokens (HS256 JWT carried as `Authorization: token=<jwt>`). */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema';
import type { Db } from './db';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const ARGON = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON);
export const verifyPassword = (stored: string, password: string) => verify(stored, password).catch(() => false);

/** What a token says: the account and its realm. The level is read from the database on each request. */
export interface TokenClaims {
  uid: number;
  realm: 'staff' | 'customer';
}

export interface Tokens {
  sign: (claims: TokenClaims) => Promise<string>;
  verify: (token: string) => Promise<TokenClaims | null>;
}

/** Signs and checks tokens with one secret. Verified tokens are remembered until they expire (bounded). */
export function createTokens(secret: Uint8Array, ttlHours: number): Tokens {
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    sign: ({ uid, realm }) =>
      new SignJWT({ realm })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(uid))
        .setIssuedAt()
        .setExpirationTime(`${Math.round(ttlHours * 3600)}s`)
        .sign(secret),
    verify: async (token) => {
      const hit = verified.get(token);
      if (hit) {
        if (hit.exp * 1000 > Date.now()) return hit.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const uid = Number(payload.sub);
        const realm = payload.realm;
        if (!Number.isInteger(uid) || (realm !== 'staff' && realm !== 'customer') || !payload.exp) return null;
        const claims: TokenClaims = { uid, realm };
        if (verified.size >= 50_000) verified.clear();
        verified.set(token, { claims, exp: payload.exp });
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

/** Reads the token from `Authorization: token=<jwt>` (the spec's header form). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^token=(\S{1,4096})$/.exec(header.trim());
  return match ? match[1] : null;
}
