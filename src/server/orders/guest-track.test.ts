import { describe, expect, test } from 'vitest';
import {
	createGuestTrackGuard,
	GUEST_TRACK_FAILURES_PER_ADDRESS,
	GUEST_TRACK_FAILURES_PER_ORDER,
} from './guest-track';

const now = new Date('2026-11-21T02:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('guestTrackGuard', () => {
	test('blocks an order after its failed lookups, from any address, until the window ends', () => {
		const guard = createGuestTrackGuard();
		for (let i = 0; i < GUEST_TRACK_FAILURES_PER_ORDER; i += 1)
			guard.failed(`10.0.0.${i}`, 100001, now);
		expect(guard.blockedFor('10.9.9.9', 100001, now)).toBeGreaterThan(0);
		expect(guard.blockedFor('10.9.9.9', 100002, now)).toBe(0);
		expect(guard.blockedFor('10.9.9.9', 100001, later(11))).toBe(0);
	});

	test('blocks an address that guesses across many orders', () => {
		const guard = createGuestTrackGuard();
		for (let i = 0; i < GUEST_TRACK_FAILURES_PER_ADDRESS; i += 1)
			guard.failed('10.0.0.1', 100001 + i, now);
		expect(guard.blockedFor('10.0.0.1', 200000, now)).toBeGreaterThan(0);
		expect(guard.blockedFor('10.0.0.2', 200000, now)).toBe(0);
	});

	test('a few mistakes are allowed', () => {
		const guard = createGuestTrackGuard();
		guard.failed('10.0.0.1', 100001, now);
		guard.failed('10.0.0.1', 100001, now);
		expect(guard.blockedFor('10.0.0.1', 100001, now)).toBe(0);
	});
});
