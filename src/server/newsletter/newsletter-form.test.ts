import { describe, expect, test } from 'vitest';
import { outcomeFrom } from '~/features/newsletter/newsletter-form';
import { backTo, outcomeOf } from './newsletter-form';

describe('the footer form without JavaScript', () => {
	test.each([
		['http://shop.test/store/ah-seng?x=1', 'ok', '/store/ah-seng?x=1&newsletter=ok#newsletter'],
		['http://shop.test/id/home', 'already', '/id/home?newsletter=already#newsletter'],
		['http://shop.test/?newsletter=ok', 'invalid', '/?newsletter=invalid#newsletter'],
		['http://elsewhere.test/phish', 'ok', '/?newsletter=ok#newsletter'],
		[null, 'ok', '/?newsletter=ok#newsletter'],
		['not a url', 'ok', '/?newsletter=ok#newsletter'],
	] as const)('from %s (%s) back to %s', (referer, outcome, expected) => {
		expect(backTo(referer, 'http://shop.test', outcome)).toBe(expected);
	});

	test('a page reads only the outcomes it knows', () => {
		expect(outcomeOf(new URL('http://shop.test/?newsletter=ok'))).toBe('ok');
		expect(outcomeOf(new URL('http://shop.test/?newsletter=<script>'))).toBeNull();
		expect(outcomeOf(new URL('http://shop.test/'))).toBeNull();
	});

	test('the enhanced form reads the endpoint’s outcome, anything else is a failure', () => {
		expect(outcomeFrom({ outcome: 'already' })).toBe('already');
		expect(outcomeFrom({ errors: [] })).toBe('failed');
		expect(outcomeFrom(null)).toBe('failed');
	});
});
