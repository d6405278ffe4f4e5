import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startPolling } from './order-poller';
import { shouldKeepPolling } from '../order-rules';

// spec §4: polling every 10 s stops once delivered; the drawer stops it on close

const INTERVAL = 10_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function poll(statuses: (string | Error)[]) {
	const answers = [...statuses];
	const load = vi.fn(async () => {
		const next = answers.shift() ?? 'pending';
		if (next instanceof Error) throw next;
		return next;
	});
	const seen: string[] = [];
	const errors: unknown[] = [];
	const poller = startPolling({
		load,
		keepPolling: shouldKeepPolling,
		onData: (status) => seen.push(status),
		onError: (error) => errors.push(error),
		intervalMs: INTERVAL,
	});
	return { load, seen, errors, poller };
}

describe('startPolling', () => {
	test.each([
		[['pending', 'confirmed', 'picked_up', 'delivered'], 4],
		[['delivered'], 1],
		[['pending', 'canceled'], 2],
		[['picked_up', 'picked_up', 'delivered', 'delivered'], 3],
	])('answers %j make %i requests', async (statuses, requests) => {
		const { load, seen, poller } = poll(statuses);
		await vi.advanceTimersByTimeAsync(INTERVAL * 10);
		expect(load).toHaveBeenCalledTimes(requests);
		expect(seen).toEqual(statuses.slice(0, requests));
		expect(poller.running).toBe(false);
	});

	test('asks every 10 s, not sooner', async () => {
		const { load } = poll(['pending', 'pending', 'pending']);
		await vi.advanceTimersByTimeAsync(0);
		expect(load).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(INTERVAL - 1);
		expect(load).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(load).toHaveBeenCalledTimes(2);
	});

	test('stops when told to (the drawer closes)', async () => {
		const { load, poller } = poll(['pending', 'pending']);
		await vi.advanceTimersByTimeAsync(0);
		poller.stop();
		await vi.advanceTimersByTimeAsync(INTERVAL * 5);
		expect(load).toHaveBeenCalledTimes(1);
		expect(poller.running).toBe(false);
	});

	test('reports a failed first load once and stops', async () => {
		const { load, errors, poller } = poll([new Error('404')]);
		await vi.advanceTimersByTimeAsync(INTERVAL * 3);
		expect(errors).toHaveLength(1);
		expect(load).toHaveBeenCalledTimes(1);
		expect(poller.running).toBe(false);
	});

	test('keeps the last data and retries after a later failure', async () => {
		const { seen, errors } = poll(['pending', new Error('offline'), 'delivered']);
		await vi.advanceTimersByTimeAsync(INTERVAL * 5);
		expect(seen).toEqual(['pending', 'delivered']);
		expect(errors).toEqual([]);
	});
});

describe('startPolling onStop', () => {
	test.each<[(string | Error)[], string]>([
		[['delivered'], 'a final answer'],
		[[new Error('404')], 'a failed first load'],
	])('is called once after %j (%s)', async (answers) => {
		const onStop = vi.fn();
		const list = [...answers];
		const poller = startPolling({
			load: async () => {
				const next = list.shift() ?? 'pending';
				if (next instanceof Error) throw next;
				return next;
			},
			keepPolling: shouldKeepPolling,
			onData: () => {},
			onError: () => {},
			intervalMs: INTERVAL,
			onStop,
		});
		await vi.advanceTimersByTimeAsync(INTERVAL * 3);
		poller.stop();
		expect(onStop).toHaveBeenCalledTimes(1);
	});

	test('a live event loads at once instead of at the next tick, and the 10 s rhythm goes on', async () => {
		const { load, seen, poller } = poll(['pending', 'confirmed', 'processing', 'picked_up']);
		await vi.advanceTimersByTimeAsync(0);
		expect(seen).toEqual(['pending']);
		poller.refresh();
		await vi.advanceTimersByTimeAsync(0);
		expect(seen).toEqual(['pending', 'confirmed']);
		await vi.advanceTimersByTimeAsync(INTERVAL - 1);
		expect(load).toHaveBeenCalledTimes(2);
		await vi.advanceTimersByTimeAsync(1);
		expect(seen).toEqual(['pending', 'confirmed', 'processing']);
		poller.stop();
		poller.refresh();
		await vi.advanceTimersByTimeAsync(INTERVAL);
		expect(load).toHaveBeenCalledTimes(3);
	});
});
