import { describe, expect, test } from 'vitest';
import { withClientAddress } from './handler';

describe('withClientAddress', () => {
	const forged = () =>
		new Request('http://shop.test/api/v1/auth/login', {
			method: 'POST',
			headers: { 'X-Forwarded-For': '1.2.3.4', 'X-Real-IP': '5.6.7.8' },
			body: '{"phone":"+6591234567"}',
		});

	test('replaces forged forwarding headers by the connection address', async () => {
		const request = withClientAddress(forged(), '203.0.113.9', false);
		expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.9');
		expect(request.headers.get('x-real-ip')).toBeNull();
		expect(await request.text()).toBe('{"phone":"+6591234567"}');
	});

	test('keeps them behind a trusted proxy', () => {
		const request = withClientAddress(forged(), '10.0.0.1', true);
		expect(request.headers.get('x-forwarded-for')).toBe('1.2.3.4');
	});
});
