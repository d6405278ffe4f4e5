import { describe, expect, test } from 'vitest';
import { drained, requestsInFlight, tracked } from './lifecycle';

describe('drained', () => {
	test('waits for requests in progress, then resolves', async () => {
		let finish = () => {};
		const request = tracked(() => new Promise<void>((resolve) => (finish = resolve)));
		expect(requestsInFlight()).toBe(1);
		let isDrained = false;
		const waiting = drained(5000).then(() => (isDrained = true));
		await Promise.resolve();
		expect(isDrained).toBe(false);
		finish();
		await request;
		await waiting;
		expect(isDrained).toBe(true);
		expect(requestsInFlight()).toBe(0);
	});

	test('gives up after its timeout', async () => {
		const stuck = tracked(() => new Promise<void>(() => {}));
		const started = Date.now();
		await drained(50);
		expect(Date.now() - started).toBeGreaterThanOrEqual(45);
		void stuck; // never settles: this file's counter stays at one, which no other test reads
	});
});
