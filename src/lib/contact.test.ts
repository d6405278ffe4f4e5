import { describe, expect, test } from 'vitest';
import { compactPhone, isEmail, isPhone } from './contact';

describe('phone numbers (spec §5)', () => {
	test.each([
		['+6591234567', true],
		['6591234567', true],
		['+65 9123-4567', true],
		['(+65) 9123.4567', true],
		['12345', false],
		['+1234567890123456', false],
		['91234abc', false],
		['', false],
	])('%s is a phone: %s', (raw, ok) => {
		expect(isPhone(raw)).toBe(ok);
	});

	test('compacting drops spaces, dashes, dots and brackets only', () => {
		expect(compactPhone(' +65 (9123) 45-67 ')).toBe('+6591234567');
	});
});

describe('email addresses (spec §5)', () => {
	test.each([
		['siti@example.com', true],
		['  siti@example.com ', true],
		['siti@example', false],
		['siti example@x.com', false],
		['@example.com', false],
		[`${'a'.repeat(250)}@x.com`, false],
	])('%s is an email: %s', (raw, ok) => {
		expect(isEmail(raw)).toBe(ok);
	});
});
