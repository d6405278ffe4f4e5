import { createHash, randomBytes } from 'node:crypto';

/** A sign-in token lives 30 days, unless revoked sooner (logout). */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: what the client keeps under `token` and sends as Bearer. */
export function newToken(): string {
	return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
	return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Only text that could be one of our tokens is looked up. */
export function isTokenShaped(token: string): boolean {
	return /^[A-Za-z0-9_-]{43}$/.test(token);
}
