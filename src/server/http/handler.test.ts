import { describe, expect, test } from 'vitest';
import { parseTrustProxy, type TrustProxy } from '../env';
import { apiEnv } from './handler';

const trust = (text: string) => parseTrustProxy(text) as TrustProxy;

describe('apiEnv: the client address the API is told', () => {
	const forged = (forwarded = '1.2.3.4') =>
		new Request('http://shop.test/api/v1/auth/login', {
			method: 'POST',
			headers: { 'X-Forwarded-For': forwarded, 'X-Real-IP': '5.6.7.8' },
			body: '{"phone":"+6591234567"}',
		});

	test('ignores forged forwarding headers: the connection address', () => {
		expect(apiEnv(forged().headers, '203.0.113.9', trust('0'))).toEqual({
			clientAddress: '203.0.113.9',
		});
		expect(apiEnv(forged().headers, undefined, trust('0'))).toEqual({ clientAddress: 'direct' });
	});

	test('TRUST_PROXY=1 trusts a proxy on loopback only', () => {
		expect(apiEnv(forged().headers, '::ffff:127.0.0.1', trust('1')).clientAddress).toBe('1.2.3.4');
		expect(apiEnv(forged().headers, '10.0.0.1', trust('1')).clientAddress).toBe('10.0.0.1');
	});

	test('a list of proxies: the rightmost hop that is not a proxy is the client', () => {
		const proxies = trust('10.0.0.0/8, 192.168.1.5');
		const chain = forged('6.6.6.6, 198.51.100.7, 10.1.1.1');
		expect(apiEnv(chain.headers, '192.168.1.5', proxies).clientAddress).toBe('198.51.100.7');
		expect(apiEnv(forged().headers, '172.16.0.1', proxies).clientAddress).toBe('172.16.0.1');
	});
});

describe('TRUST_PROXY forms', () => {
	test('accepts off, loopback and address lists; refuses anything else', () => {
		expect(trust('off').trusts('127.0.0.1')).toBe(false);
		expect(trust('1').trusts('::1')).toBe(true);
		expect(trust('2001:db8::/32').trusts('2001:db8::9')).toBe(true);
		for (const bad of ['127.0.0.1x', 'yes', '10.0.0.0/33', '10.0.0.1/8/2', ''])
			expect(parseTrustProxy(bad)).toBeNull();
	});
});
