/**
 * Account recovery and verification codes (contract §5: forgot-password, verify-token,
 * reset-password, verify-phone). A code is 6 random digits, stored as a hash, valid
 * `CODE_TTL_MS`, allowing `CODE_TRIES` wrong tries (counted atomically before the comparison, so
 * parallel guesses cannot exceed them). Every answer is the same whether an account has the
 * address or not: the caller learns only what the owner of the address can read.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { Database } from '../db/database';
import { accessTokens, accountCodes, users } from '../db/schema';
import { apiError } from '../http/errors';
import { findUserByEmail, findUserByPhone, type UserRow } from './auth.repo';
import type { CodeSender } from './code-sender';
import { hashPassword } from './password';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_TRIES = 5;

export type CodePurpose = 'reset_password' | 'verify';

export interface AccountAddress {
	by: 'phone' | 'email';
	/** `+` and digits for a phone, lower case for an email. */
	value: string;
}

export const RECOVERY_MESSAGES = {
	sent: 'If an account uses this phone or email, a 6-digit code is on its way. It is valid for 5 minutes.',
	found: 'OTP found, you can proceed',
	invalid: 'The code is wrong or has expired.',
	changed: 'Password changed successfully.',
	verified: 'OTP verified!',
	mismatch: 'OTP does not match',
} as const;

const MAIL = {
	en: {
		subject: 'Your Kampung Mart code',
		body: (code: string) =>
			`Your Kampung Mart code is ${code}. It is valid for 5 minutes.\nIf you did not ask for it, you can ignore this message: your password stays as it is.`,
	},
	id: {
		subject: 'Kode Kampung Mart Anda',
		body: (code: string) =>
			`Kode Kampung Mart Anda adalah ${code}. Kode ini berlaku 5 menit.\nJika Anda tidak memintanya, abaikan pesan ini: kata sandi Anda tidak berubah.`,
	},
} as const;

/** The address as typed, normalised: `+6591234567` / `a@b.c`. */
export function accountAddress(input: {
	phone?: string | undefined;
	email?: string | undefined;
}): AccountAddress {
	if (input.phone !== undefined)
		return { by: 'phone', value: `+${input.phone.replace(/^\+/, '')}` };
	return { by: 'email', value: (input.email ?? '').toLowerCase() };
}

async function findAccount(db: Database, address: AccountAddress): Promise<UserRow | null> {
	const user =
		address.by === 'phone'
			? await findUserByPhone(db, address.value)
			: await findUserByEmail(db, address.value);
	return user && user.status === 1 ? user : null;
}

const hashCode = (userId: number, purpose: CodePurpose, code: string) =>
	createHash('sha256').update(`${userId}:${purpose}:${code}`).digest('hex');

/** Sends a new code for `purpose` when an account has the address; silently nothing otherwise. */
export async function sendCode(
	db: Database,
	sender: CodeSender,
	input: { address: AccountAddress; purpose: CodePurpose; locale: Locale; now: Date },
): Promise<void> {
	const user = await findAccount(db, input.address);
	if (!user) return;
	const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
	const row = {
		userId: user.id,
		purpose: input.purpose,
		codeHash: hashCode(user.id, input.purpose, code),
		attempts: 0,
		expiresAt: new Date(input.now.getTime() + CODE_TTL_MS),
		usedAt: null,
		createdAt: input.now,
		updatedAt: input.now,
	};
	await db
		.insert(accountCodes)
		.values(row)
		.onConflictDoUpdate({
			target: [accountCodes.userId, accountCodes.purpose],
			set: { ...row, createdAt: undefined },
		});
	const text = MAIL[input.locale];
	await sender.send(db, {
		recipient: input.address.value,
		email: user.email,
		subject: text.subject,
		body: text.body(code),
	});
}

/**
 * Checks a code: takes one of its tries first (an update that only succeeds while tries are
 * left), compares, and gives the try back when it was right. With `consume`, a right code is
 * used up (once: a second use finds it used). Answers the account, or null.
 */
export async function checkCode(
	db: Database,
	input: {
		address: AccountAddress;
		purpose: CodePurpose;
		code: string;
		now: Date;
		consume: boolean;
	},
): Promise<UserRow | null> {
	const user = await findAccount(db, input.address);
	if (!user) return null;
	const live = and(
		eq(accountCodes.userId, user.id),
		eq(accountCodes.purpose, input.purpose),
		isNull(accountCodes.usedAt),
		gt(accountCodes.expiresAt, input.now),
	);
	const [taken] = await db
		.update(accountCodes)
		.set({ attempts: sql`${accountCodes.attempts} + 1` })
		.where(and(live, lt(accountCodes.attempts, CODE_TRIES)))
		.returning({ id: accountCodes.id, codeHash: accountCodes.codeHash });
	if (!taken) return null;
	const expected = Buffer.from(taken.codeHash, 'hex');
	const given = Buffer.from(hashCode(user.id, input.purpose, input.code), 'hex');
	if (!timingSafeEqual(expected, given)) return null;
	const [kept] = await db
		.update(accountCodes)
		.set(
			input.consume
				? { usedAt: input.now, updatedAt: input.now }
				: { attempts: sql`${accountCodes.attempts} - 1` },
		)
		.where(and(eq(accountCodes.id, taken.id), isNull(accountCodes.usedAt)))
		.returning({ id: accountCodes.id });
	return kept ? user : null;
}

/** POST auth/verify-token: 403 unless the code is right (it stays usable for the reset). */
export async function verifyResetCode(
	db: Database,
	address: AccountAddress,
	code: string,
	now: Date,
): Promise<void> {
	const user = await checkCode(db, {
		address,
		purpose: 'reset_password',
		code,
		now,
		consume: false,
	});
	if (!user) throw apiError(403, 'reset_token', RECOVERY_MESSAGES.invalid);
}

/**
 * PUT auth/reset-password: uses the code up (a wrong try counts, so this check is not rolled
 * back), then sets the new password and signs out every session of the account in one transaction.
 */
export async function resetPassword(
	db: Database,
	input: { address: AccountAddress; code: string; password: string; now: Date },
): Promise<void> {
	const password = await hashPassword(input.password);
	const user = await checkCode(db, {
		address: input.address,
		purpose: 'reset_password',
		code: input.code,
		now: input.now,
		consume: true,
	});
	if (!user) throw apiError(403, 'reset_token', RECOVERY_MESSAGES.invalid);
	await db.transaction(async (tx) => {
		await tx.update(users).set({ password, updatedAt: input.now }).where(eq(users.id, user.id));
		await tx
			.update(accessTokens)
			.set({ revokedAt: input.now })
			.where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)));
	});
}

/** POST auth/verify-phone with a code: marks the phone (or email) verified; false when wrong. */
export async function verifyAddress(
	db: Database,
	address: AccountAddress,
	code: string,
	now: Date,
): Promise<boolean> {
	const user = await checkCode(db, { address, purpose: 'verify', code, now, consume: true });
	if (!user) return false;
	await db
		.update(users)
		.set(
			address.by === 'phone'
				? { isPhoneVerified: 1, updatedAt: now }
				: { isEmailVerified: 1, updatedAt: now },
		)
		.where(eq(users.id, user.id));
	return true;
}
