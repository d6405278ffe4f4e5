import { describe, expect, test } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';

describe('hashPassword', () => {
	test('stores scrypt with its parameters, a 16-byte salt and a 64-byte key', async () => {
		const stored = await hashPassword('correct horse');
		const [scheme, n, r, p, salt, hash] = stored.split('$');
		expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
			'scrypt',
			SCRYPT_PARAMS.N,
			SCRYPT_PARAMS.r,
			SCRYPT_PARAMS.p,
		]);
		expect(SCRYPT_PARAMS.N).toBe(2 ** 15);
		expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
		expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(64);
		expect(stored).not.toContain('correct horse');
	});

	test('salts every hash: one password, two different hashes', async () => {
		expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
	});
});

describe('verifyPassword', () => {
	test('accepts the password and refuses any other', async () => {
		const stored = await hashPassword('password123');
		expect(await verifyPassword('password123', stored)).toBe(true);
		expect(await verifyPassword('password124', stored)).toBe(false);
		expect(await verifyPassword('', stored)).toBe(false);
	});

	test.each([
		['no stored hash', null],
		['another scheme', 'bcrypt$2b$10$abc'],
		['parameters too costly to try', 'scrypt$4194304$8$1$c2FsdA==$aGFzaA=='],
		['a truncated record', 'scrypt$32768$8$1$c2FsdA=='],
	])('refuses %s', async (_, stored) => {
		expect(await verifyPassword('anything', stored)).toBe(false);
	});
});
