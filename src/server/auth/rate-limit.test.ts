import { describe, expect, test } from 'vitest';
import { createRateLimiter } from './rate-limit';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 2, 0, seconds));

describe('createRateLimiter', () => {
	test('allows the limit within a window, then answers the seconds left', () => {
		const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 10 });
		expect([1, 2, 3].map((s) => limiter.hit('k', at(s)))).toEqual([0, 0, 0]);
		expect(limiter.hit('k', at(10))).toBe(51);
	});

	test('opens again when the window ends', () => {
		const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10 });
		limiter.hit('k', at(0));
		expect(limiter.hit('k', at(59))).toBeGreaterThan(0);
		expect(limiter.hit('k', at(60))).toBe(0);
	});

	test('counts keys apart and forgets a key on reset', () => {
		const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 10 });
		limiter.hit('a', at(0));
		expect(limiter.hit('b', at(0))).toBe(0);
		expect(limiter.hit('a', at(1))).toBeGreaterThan(0);
		limiter.reset('a');
		expect(limiter.hit('a', at(2))).toBe(0);
	});

	test('holds at most maxKeys keys, dropping the oldest', () => {
		const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
		for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key, at(0));
		expect(limiter.size).toBe(3);
		expect(limiter.hit('a', at(1))).toBe(0);
		expect(limiter.hit('d', at(1))).toBeGreaterThan(0);
	});
});
