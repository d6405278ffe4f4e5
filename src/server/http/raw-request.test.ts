import { describe, expect, test } from 'vitest';
import { refuseUndecodableUrl } from './raw-request';

describe('refuseUndecodableUrl', () => {
	test('lets decodable URLs through', () => {
		expect(refuseUndecodableUrl('/api/v1/items/search?name=caf%C3%A9+latte')).toBeNull();
		expect(refuseUndecodableUrl('/product/12?x=%20')).toBeNull();
	});

	test('the API answers in its error shape', () => {
		const query = refuseUndecodableUrl('/api/v1/items/search?name=a%FFb');
		expect(query?.status).toBe(403);
		expect(JSON.parse(query?.body ?? '')).toEqual({
			errors: [{ code: 'query', message: 'The query string is not valid UTF-8 or URL encoding.' }],
		});
		expect(query?.headers['Content-Type']).toBe('application/json');
		const path = refuseUndecodableUrl('/api/v1/items/%zz');
		expect([path?.status, JSON.parse(path?.body ?? '').errors[0].code]).toEqual([404, 'not_found']);
	});

	test('pages answer with a page', () => {
		const page = refuseUndecodableUrl('/search?q=%E0%A4');
		expect(page?.status).toBe(400);
		expect(page?.headers['Content-Type']).toMatch(/^text\/html/);
		expect(page?.body).toContain('<h1>Bad request</h1>');
	});
});
