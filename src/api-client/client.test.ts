// @vitest-environment happy-dom
import { useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

beforeAll(() => useTestStorageEngine());
const { apiErrorMessage, apiErrorMessages, apiHeaders, handleApiError, signInPath } = await import(
	'./client'
);
const { $currentLatLng, $zoneId } = await import('~/state/location.state');
const { $module } = await import('~/state/module.state');
const { $token } = await import('~/state/session.state');
const { $toasts } = await import('~/state/toast.state');

beforeEach(() => {
	$toasts.set([]);
	$token.set('');
	$zoneId.set('');
	$module.set(null);
	$currentLatLng.set(null);
	document.documentElement.lang = 'en';
});

describe('apiHeaders', () => {
	test('sends only what is known: language always, then zone, module, position and token', () => {
		expect(apiHeaders()).toEqual({ Accept: 'application/json', 'X-localization': 'en' });
		document.documentElement.lang = 'id';
		$zoneId.set('[5,1]');
		$module.set({ id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' });
		$currentLatLng.set({ lat: 1.2834, lng: 103.8607 });
		$token.set('tok');
		expect(apiHeaders()).toEqual({
			Accept: 'application/json',
			'X-localization': 'id',
			zoneId: '[5,1]',
			moduleId: '3',
			latitude: '1.2834',
			longitude: '103.8607',
			Authorization: 'Bearer tok',
		});
	});
});

describe('apiErrorMessages', () => {
	test.each([
		[
			{
				body: {
					errors: [
						{ code: 'a', message: 'One' },
						{ code: 'b', message: 'Two' },
					],
				},
			},
			['One', 'Two'],
		],
		[{ body: { errors: { code: 'product-001', message: 'Not found' } } }, ['Not found']],
		[{ body: { message: 'Unauthenticated.' } }, ['Unauthenticated.']],
		[{ body: { errors: 'Unauthorized' } }, []],
		[new Error('network'), []],
		[undefined, []],
	])('reads %j', (error, messages) => {
		expect(apiErrorMessages(error)).toEqual(messages);
		expect(apiErrorMessage(error)).toBe(messages[0] ?? null);
	});
});

describe('signInPath', () => {
	test.each([
		['en', '/store/latest?type=all', '/auth/sign-in?from=%2Fstore%2Flatest%3Ftype%3Dall'],
		['id', '/checkout?page=cart', '/id/auth/sign-in?from=%2Fcheckout%3Fpage%3Dcart'],
		['id', '/id/checkout?page=cart', '/id/auth/sign-in?from=%2Fid%2Fcheckout%3Fpage%3Dcart'],
		['en', '/auth/sign-in', '/auth/sign-in'],
		['en', 'https://evil.example/', '/auth/sign-in'],
	] as const)('%s from %s → %s', (locale, from, path) => {
		expect(signInPath(locale, from)).toBe(path);
	});
});

describe('handleApiError', () => {
	test('a 401 while signed in signs out, says why and goes to sign-in (spec §8)', () => {
		$token.set('expired');
		const navigate = vi.fn();
		handleApiError({ status: 401, body: { message: 'Unauthenticated.' } }, navigate);
		expect($token.get()).toBe('');
		expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/sign-in(\?from=|$)/));
		expect($toasts.get().map((t) => t.message)).toEqual([
			'Your account is inactive or Your token has been expired',
		]);
	});

	test('a 401 without a token is an ordinary error', () => {
		const navigate = vi.fn();
		handleApiError(
			{
				status: 401,
				body: { errors: [{ code: 'auth-001', message: 'User credential does not match' }] },
			},
			navigate,
		);
		expect(navigate).not.toHaveBeenCalled();
		expect($toasts.get().map((t) => t.message)).toEqual(['User credential does not match']);
	});

	test('toasts each message of a list of errors, or a generic one in the page language', () => {
		handleApiError({
			status: 403,
			body: {
				errors: [
					{ code: 'a', message: 'First' },
					{ code: 'b', message: 'Second' },
				],
			},
		});
		expect($toasts.get().map((t) => t.message)).toEqual(['First', 'Second']);
		$toasts.set([]);
		document.documentElement.lang = 'id';
		handleApiError(new Error('offline'));
		expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([
			['Terjadi kesalahan. Silakan coba lagi.', 'error'],
		]);
	});
});
