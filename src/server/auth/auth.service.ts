import { randomBytes } from 'node:crypto';
import type { Locale } from '~/config/locales';
import { moveGuestLines } from '../cart/cart.repo';
import { getSettings } from '../config/settings';
import type { Database } from '../db/database';
import { ApiError, apiError } from '../http/errors';
import {
	findUserByEmail,
	findUserByPhone,
	findUserByRefCode,
	guestExists,
	insertGuest,
	insertToken,
	insertUser,
	revokeToken,
	takenFields,
	type UserRow,
} from './auth.repo';
import { hashPassword, verifyPassword } from './password';
import { hashToken, newToken, TOKEN_TTL_MS } from './tokens';

export interface SignedIn {
	user: UserRow;
	token: string;
}

/** A new token for the customer; only its hash is stored (contract §0.3, ASVS 7.2.3). */
export async function issueToken(db: Database, userId: number, now: Date): Promise<string> {
	const token = newToken();
	await insertToken(db, {
		userId,
		tokenHash: hashToken(token),
		expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
		createdAt: now,
	});
	return token;
}

/** Contract §5.2: signing in with a guest id takes the guest's cart along. */
async function adoptGuestCart(db: Database, guestId: number | undefined, userId: number) {
	if (guestId !== undefined && (await guestExists(db, guestId)))
		await moveGuestLines(db, guestId, userId);
}

const TAKEN = {
	phone: 'The phone has already been taken.',
	email: 'The email has already been taken.',
};

function takenError(fields: { phone: boolean; email: boolean }): ApiError | null {
	const errors = (['phone', 'email'] as const)
		.filter((f) => fields[f])
		.map((f) => ({ code: f, message: TAKEN[f] }));
	return errors.length > 0 ? new ApiError(403, errors) : null;
}

/** The unique constraint a failed insert broke, if that is why it failed (pg and PGlite). */
function uniqueViolation(error: unknown): string | null {
	for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
		const { code, constraint } = e as { code?: unknown; constraint?: unknown };
		if (code === '23505') return typeof constraint === 'string' ? constraint : '';
	}
	return null;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A customer's own referral code: 10 characters without look-alikes (0/O, 1/I). */
export function newRefCode(): string {
	return [...randomBytes(10)].map((b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('');
}

export interface NewCustomer {
	fName: string;
	lName: string;
	email: string | undefined;
	phone: string;
	password: string;
	refCode: string | undefined;
	guestId: number | undefined;
	locale: Locale;
}

/** POST auth/sign-up (contract §5): unique phone and email, a hashed password, a token. */
export async function signUp(db: Database, input: NewCustomer, now: Date): Promise<SignedIn> {
	const taken = takenError(await takenFields(db, input.phone, input.email));
	if (taken) throw taken;
	let refBy: number | null = null;
	if (input.refCode) {
		if ((await getSettings(db)).ref_earning_status !== 1)
			throw apiError(403, 'ref_code', 'Referral code is not active.');
		const referrer = await findUserByRefCode(db, input.refCode);
		if (!referrer) throw apiError(405, 'ref_code', 'Referer code not found');
		refBy = referrer.id;
	}
	let user: UserRow;
	try {
		user = await insertUser(db, {
			fName: input.fName,
			lName: input.lName,
			email: input.email ?? null,
			phone: input.phone,
			password: await hashPassword(input.password),
			refCode: newRefCode(),
			refBy,
			currentLanguageKey: input.locale,
			createdAt: now,
			updatedAt: now,
		});
	} catch (error) {
		// Two sign-ups with one phone or email at once: the second meets the unique index.
		const constraint = uniqueViolation(error);
		if (constraint === null) throw error;
		throw (
			takenError({ phone: constraint.includes('phone'), email: constraint.includes('email') }) ??
			takenError({ phone: true, email: false })
		);
	}
	const token = await issueToken(db, user.id, now);
	await adoptGuestCart(db, input.guestId, user.id);
	return { user, token };
}

export interface Credentials {
	by: 'phone' | 'email';
	value: string;
	password: string;
	guestId: number | undefined;
}

/**
 * POST auth/login (contract §5): 401 `auth-001` unless the password matches; 403 `auth-003` for a
 * blocked account, told only to whoever knows its password.
 */
export async function signIn(
	db: Database,
	input: Credentials,
	now: Date,
	wrongMessage: string,
): Promise<SignedIn> {
	const user =
		input.by === 'email'
			? await findUserByEmail(db, input.value)
			: await findUserByPhone(db, input.value);
	const matches = await verifyPassword(input.password, user?.password ?? null);
	if (!user || !matches) throw apiError(401, 'auth-001', wrongMessage);
	if (user.status !== 1) throw apiError(403, 'auth-003', 'Your account is blocked');
	const token = await issueToken(db, user.id, now);
	await adoptGuestCart(db, input.guestId, user.id);
	return { user, token };
}

/** POST auth/logout: the token stops working at once. */
export function signOut(db: Database, tokenId: number, now: Date): Promise<void> {
	return revokeToken(db, tokenId, now);
}

/** A random positive integer below 2^53: a guest id nobody can guess from their own. */
function newGuestId(): number {
	const bits = randomBytes(8).readBigUInt64BE() & ((1n << 53n) - 1n);
	return Number(bits) || 1;
}

/** POST auth/guest/request (contract §5.1). */
export async function createGuest(
	db: Database,
	fcmToken: string | undefined,
	now: Date,
): Promise<number> {
	for (let attempt = 0; ; attempt++) {
		const id = newGuestId();
		try {
			await insertGuest(db, { id, fcmToken: fcmToken ?? null, createdAt: now });
			return id;
		} catch (error) {
			if (uniqueViolation(error) === null || attempt >= 2) throw error;
		}
	}
}
