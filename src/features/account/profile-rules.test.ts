import { describe, expect, test } from 'vitest';
import { profileChanged, profileErrors } from './profile-rules';

const draft = {
	f_name: 'Siti',
	l_name: 'Rahman',
	email: 'siti@example.test',
	password: '',
	confirm: '',
};

describe('profileErrors', () => {
	test.each([
		[{ f_name: ' ' }, { f_name: 'nameRequired' }],
		[{ l_name: '' }, { l_name: 'lastNameRequired' }],
		[{ email: '' }, { email: 'emailRequired' }],
		[{ email: 'siti@' }, { email: 'emailInvalid' }],
		[{ email: `${'a'.repeat(250)}@x.test` }, { email: 'emailTooLong' }],
		[{ password: 'short', confirm: 'short' }, { password: 'passwordShort' }],
		[{ password: 'long-enough', confirm: 'other' }, { confirm: 'passwordMismatch' }],
		[{}, {}],
	])('%o → %o (spec §5 profile form)', (change, expected) => {
		expect(profileErrors({ ...draft, ...change })).toEqual(expected);
	});
});

describe('profileChanged', () => {
	const saved = { f_name: 'Siti', l_name: 'Rahman', email: 'SITI@example.test' };
	test('nothing changed', () => expect(profileChanged(saved, draft, null)).toBe(false));
	test('a name, a password or a photo is a change', () => {
		expect(profileChanged(saved, { ...draft, f_name: 'Sita' }, null)).toBe(true);
		expect(profileChanged(saved, { ...draft, password: 'new-secret' }, null)).toBe(true);
		expect(profileChanged(saved, draft, new File(['x'], 'a.png'))).toBe(true);
	});
});
