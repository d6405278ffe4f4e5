import { describe, expect, test } from 'vitest';
import { applyMethodOverride } from './method-override';

const url = 'http://shop.test/api/v1/customer/order/cancel';

describe('applyMethodOverride', () => {
	test('turns a JSON POST with _method=put into a PUT that keeps its body', async () => {
		const request = new Request(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ _method: 'put', order_id: 100001 }),
		});
		const routed = await applyMethodOverride(request);
		expect(routed.method).toBe('PUT');
		expect(await routed.json()).toEqual({ _method: 'put', order_id: 100001 });
	});

	test('reads _method from multipart and urlencoded bodies', async () => {
		const form = new FormData();
		form.set('_method', 'delete');
		form.set('cart_id', '7');
		expect(
			(await applyMethodOverride(new Request(url, { method: 'POST', body: form }))).method,
		).toBe('DELETE');
		const urlencoded = new Request(url, {
			method: 'POST',
			body: new URLSearchParams({ _method: 'PUT' }),
		});
		const routed = await applyMethodOverride(urlencoded);
		expect(routed.method).toBe('PUT');
		expect((await routed.formData()).get('_method')).toBe('PUT');
	});

	test('honours the X-HTTP-Method-Override header', async () => {
		const request = new Request(url, {
			method: 'POST',
			headers: { 'x-http-method-override': 'PATCH' },
		});
		expect((await applyMethodOverride(request)).method).toBe('PATCH');
	});

	test.each([
		['GET with _method', new Request(`${url}?_method=put`)],
		[
			'POST with an unknown method',
			new Request(url, { method: 'POST', body: new URLSearchParams({ _method: 'trace' }) }),
		],
		[
			'POST with malformed JSON',
			new Request(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: '{',
			}),
		],
	])('leaves a %s alone', async (_name, request) => {
		expect((await applyMethodOverride(request)).method).toBe(request.method);
	});
});
