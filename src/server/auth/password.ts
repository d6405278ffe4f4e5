import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are kept as `scrypt$N$r$p$salt$hash` (salt and hash base64): scrypt is memory-hard
 * (N=2^15, r=8: 32 MiB per hash), the salt is 16 random bytes, the key 64 bytes.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;
/** Bounds for parameters read back from the database, so a tampered row cannot stall the server. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
	const options: ScryptOptions = {
		...params,
		// scrypt needs 128·N·r bytes; leave headroom or node refuses.
		maxmem: 256 * params.N * params.r,
	};
	return new Promise<Buffer>((resolve, reject) =>
		scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
			error ? reject(error) : resolve(key),
		),
	);
}

export async function hashPassword(
	password: string,
	options: { salt?: Buffer } = {},
): Promise<string> {
	const salt = options.salt ?? randomBytes(SALT_BYTES);
	const { N, r, p } = SCRYPT_PARAMS;
	const key = await derive(password, salt, SCRYPT_PARAMS);
	return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
	const [scheme, n, r, p, salt, hash] = stored.split('$');
	if (scheme !== 'scrypt' || !salt || !hash) return null;
	const params = { N: Number(n), r: Number(r), p: Number(p) };
	const valid =
		Number.isInteger(params.N) &&
		params.N > 1 &&
		params.N <= MAX_N &&
		(params.N & (params.N - 1)) === 0 &&
		Number.isInteger(params.r) &&
		params.r >= 1 &&
		params.r <= 32 &&
		Number.isInteger(params.p) &&
		params.p >= 1 &&
		params.p <= 16;
	return valid
		? { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') }
		: null;
}

/** A well-formed hash of a password nobody knows, checked when the account does not exist. */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`, compared in constant time. With no stored hash (unknown
 * account, or one without a password) a decoy is still derived, so the answer takes as long.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
	decoy ??= hashPassword(randomBytes(18).toString('base64'));
	const parsed = parse(stored ?? (await decoy));
	if (!parsed || parsed.hash.length === 0) return false;
	const key = await derive(password, parsed.salt, parsed.params);
	return stored !== null && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}
