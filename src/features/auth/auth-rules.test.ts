import { describe, expect, test } from 'vitest';
import en from '~/i18n/messages/auth.en.json';
import id from '~/i18n/messages/auth.id.json';
import {
	type AuthMessageKey,
	loginBody,
	parseValidity,
	type SignUpValues,
	signInTarget,
	signUpBody,
	validateSignIn,
	validateSignUp,
} from './auth-rules';

// spec §5 validation texts, §8 success texts, §2 welcome modal and sign-in route

const valid: SignUpValues = {
	f_name: 'Mei Ling',
	l_name: 'Tan',
	phone: '+65 9123 4567',
	email: 'mei@example.com',
	password: 'long-enough',
	confirm_password: 'long-enough',
};

describe('validateSignUp', () => {
	test.each<[string, Partial<SignUpValues>, Partial<Record<keyof SignUpValues, AuthMessageKey>>]>([
		['a complete form', {}, {}],
		['no first name', { f_name: '  ' }, { f_name: 'auth.firstNameRequired' }],
		['no last name', { l_name: '' }, { l_name: 'auth.lastNameRequired' }],
		['no phone', { phone: '' }, { phone: 'auth.phoneRequired' }],
		['a phone with letters', { phone: '9123abcd' }, { phone: 'auth.phoneInvalid' }],
		['a phone too short', { phone: '12345' }, { phone: 'auth.phoneInvalid' }],
		['no email', { email: '' }, { email: 'auth.emailRequired' }],
		['an email without a domain', { email: 'mei@' }, { email: 'auth.emailInvalid' }],
		[
			'an email over 255 characters',
			{ email: `${'a'.repeat(250)}@example.com` },
			{ email: 'auth.emailTooLong' },
		],
		[
			'no password',
			{ password: '', confirm_password: '' },
			{ password: 'auth.passwordRequired', confirm_password: 'auth.confirmRequired' },
		],
		[
			'a 7-character password',
			{ password: 'seven77', confirm_password: 'seven77' },
			{ password: 'auth.passwordTooShort' },
		],
		['no confirmation', { confirm_password: '' }, { confirm_password: 'auth.confirmRequired' }],
		[
			'a confirmation that differs',
			{ confirm_password: 'long-enougH' },
			{ confirm_password: 'auth.passwordMismatch' },
		],
	])('%s', (_, change, expected) => {
		expect(validateSignUp({ ...valid, ...change })).toEqual(expected);
	});
});

describe('validateSignIn', () => {
	test.each<[string, string, string, Record<string, AuthMessageKey>]>([
		['a phone', '+65 9123 4567', 'secret', {}],
		['an email', 'demo@kampungmart.test', 'secret', {}],
		[
			'nothing',
			'',
			'',
			{ email_or_phone: 'auth.phoneOrEmailRequired', password: 'auth.passwordRequired' },
		],
		['a broken email', 'demo@', 'secret', { email_or_phone: 'auth.emailInvalid' }],
		['a word', 'demo', 'secret', { email_or_phone: 'auth.phoneInvalid' }],
	])('%s', (_, who, password, expected) => {
		expect(validateSignIn({ email_or_phone: who, password })).toEqual(expected);
	});
});

describe('request bodies', () => {
	test('sign-in sends the manual shape with the field type and the guest id', () => {
		expect(loginBody({ email_or_phone: ' +65 9123-4567 ', password: 'p w' }, '42')).toEqual({
			login_type: 'manual',
			field_type: 'phone',
			email_or_phone: '+6591234567',
			password: 'p w',
			guest_id: '42',
		});
		expect(loginBody({ email_or_phone: 'Demo@KampungMart.test', password: 'x' }, '')).toEqual({
			login_type: 'manual',
			field_type: 'email',
			email_or_phone: 'demo@kampungmart.test',
			password: 'x',
		});
	});

	test('sign-up sends both names as typed, the phone without spaces, no confirmation', () => {
		expect(signUpBody(valid, '')).toEqual({
			f_name: 'Mei Ling',
			l_name: 'Tan',
			phone: '+6591234567',
			email: 'mei@example.com',
			password: 'long-enough',
		});
	});
});

describe('signInTarget', () => {
	const origin = 'http://shop.test';
	test.each([
		[null, '/home'],
		['', '/home'],
		['/checkout?page=cart', '/checkout?page=cart'],
		['/id/store/7#menu', '/id/store/7#menu'],
		['//evil.test/x', '/home'],
		['/\\evil.test', '/home'],
		['/\t/evil.test', '/home'],
		['/.//evil.test/x', '/home'],
		['/%2e//evil.test', '/home'],
		['/a/..//evil.test', '/home'],
		['https://evil.test/', '/home'],
		['http://shop.test/checkout', '/home'],
		['javascript:alert(1)', '/home'],
		['/auth/sign-in', '/home'],
		['/id/auth/sign-up?from=/x', '/home'],
		['/authors', '/authors'],
	])('from=%s goes to %s', (from, expected) => {
		expect(signInTarget(from, origin, '/home')).toBe(expected);
	});
});

describe('parseValidity', () => {
	test.each([
		['7 days', { count: 7, unit: 'day' }],
		['1 day', { count: 1, unit: 'day' }],
		['2 months', { count: 2, unit: 'month' }],
		['1 Year', { count: 1, unit: 'year' }],
		['soon', null],
	])('%s', (validity, expected) => {
		expect(parseValidity(validity)).toEqual(expected);
	});
});

describe('auth messages', () => {
	// spec §5 and §8: the product's own texts.
	test.each([
		['auth.firstNameRequired', 'name is required'],
		['auth.lastNameRequired', 'last name required'],
		['auth.phoneRequired', 'phone number required'],
		['auth.emailRequired', 'Email is required'],
		['auth.emailInvalid', 'Must be a valid email'],
		['auth.signedIn', 'Sign in successfully.'],
		['auth.signedUp', 'Signup successfully.'],
		['auth.welcomeTitle', 'Welcome to {business}!'],
		[
			'auth.welcomeDiscount',
			'Get ready for a special welcome gift, enjoy a special discount on your first order within {validity}.',
		],
		['auth.welcomeExplore', 'Start exploring the best services around you.'],
	])('%s is the spec text', (key, text) => {
		expect(en[key as keyof typeof en]).toBe(text);
	});

	test('every English message has an Indonesian one with the same placeholders', () => {
		const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
		expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
		for (const [key, text] of Object.entries(en))
			expect([key, placeholders(id[key as keyof typeof id])]).toEqual([key, placeholders(text)]);
	});
});
