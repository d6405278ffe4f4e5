import { describe, expect, test } from 'vitest';
import { hashToken, isTokenShaped, newToken } from './tokens';

describe('newToken', () => {
	test('is 32 random bytes in base64url', () => {
		const token = newToken();
		expect(Buffer.from(token, 'base64url')).toHaveLength(32);
		expect(isTokenShaped(token)).toBe(true);
		expect(newToken()).not.toBe(token);
	});
});

describe('hashToken', () => {
	test('is the hex SHA-256, never the token itself', () => {
		const token = newToken();
		expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
		expect(hashToken(token)).not.toContain(token);
		expect(hashToken(token)).toBe(hashToken(token));
	});
});

describe('isTokenShaped', () => {
	test.each(['', 'null', 'a'.repeat(44), `${'a'.repeat(42)}!`, 'eyJhbGciOi.eyJ.sig'])(
		'refuses %j',
		(text) => {
			expect(isTokenShaped(text)).toBe(false);
		},
	);
});
