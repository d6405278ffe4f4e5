import { describe, expect, test } from 'vitest';
import { setupApi } from '~/testing/api';
import { policyRootAnswer, prefersJson } from './policy-root';

/**
 * The policy pages at the server root (issue 19): the original client asks `GET /about-us` with
 * `Accept: application/json` and renders the answer, a JSON string of HTML. Browsers get our
 * pages; the client's spellings redirect them.
 */
const api = setupApi({ corsOrigins: ['http://client.test'] });
const fetchApi = (path: string, init: RequestInit) => api.request(path, init);
const ask = (path: string, headers: Record<string, string>, method = 'GET') =>
	policyRootAnswer(new Request(`http://shop.test${path}`, { method, headers }), path, '', fetchApi);

describe('prefersJson', () => {
	test.each([
		['application/json', true],
		['application/json, text/plain, */*', true],
		['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
		['text/html;q=0.5, application/json', true],
		['application/json;q=0.1, text/html', false],
		['*/*', false],
		['', false],
	])('%s → %s', (accept, expected) => {
		expect(prefersJson(accept)).toBe(expected);
	});
});

describe('policy pages at the root', () => {
	test.each(['/about-us', '/privacy-policy', '/terms-and-conditions', '/refund', '/cancelation'])(
		'%s answers a JSON client a string of HTML, varying on Accept',
		async (path) => {
			const res = await ask(path, { Accept: 'application/json', Origin: 'http://client.test' });
			expect(res?.status).toBe(200);
			expect(res?.headers.get('Vary')).toMatch(/Accept/);
			expect(res?.headers.get('Access-Control-Allow-Origin')).toBe('http://client.test');
			const body = await res?.json();
			expect(typeof body).toBe('string');
			expect(body).toMatch(/^<(h2|p|ul)>/);
		},
	);

	test('a policy switched off answers the error shape (shipping, off in the demo)', async () => {
		const res = await ask('/shipping-policy', { Accept: 'application/json' });
		expect(res?.status).toBe(404);
		expect((await res?.json())?.errors[0].code).toBe('page');
	});

	test('the preflight of a cross-origin call is the API’s', async () => {
		const res = await ask(
			'/about-us',
			{
				Origin: 'http://client.test',
				'Access-Control-Request-Method': 'GET',
				'Access-Control-Request-Headers': 'zoneid, x-localization',
			},
			'OPTIONS',
		);
		expect(res?.status).toBe(204);
		expect(res?.headers.get('Access-Control-Allow-Origin')).toBe('http://client.test');
	});

	test('browsers get our pages: the client’s spellings redirect, ours render', async () => {
		const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
		const refund = await ask('/refund', html);
		expect(refund?.status).toBe(308);
		expect(refund?.headers.get('Location')).toBe('/refund-policy');
		expect(refund?.headers.get('Vary')).toBe('Accept');
		expect((await ask('/cancelation', html))?.headers.get('Location')).toBe('/cancellation-policy');
		expect(await ask('/about-us', html)).toBeNull();
		expect(await ask('/home', { Accept: 'application/json' })).toBeNull();
		const inIndonesian = await policyRootAnswer(
			new Request('http://shop.test/id/refund', { headers: html }),
			'/refund',
			'/id',
			fetchApi,
		);
		expect(inIndonesian?.headers.get('Location')).toBe('/id/refund-policy');
	});
});
