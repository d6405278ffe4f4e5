import { describe, expect, test } from 'vitest';
import { catalogHeaders, setupApi } from '~/testing/api';
import { memoryBreakdown } from '../memory';

const MAX_BYTES = 512 * 1024;
const api = setupApi({ cacheMaxBytes: MAX_BYTES });

/** The API answer cache's own figures, as the soak benchmark reads them (ADR 040). */
function figures() {
	const figure = memoryBreakdown().holders['api response cache'];
	if (!figure) throw new Error('the API answer cache registered no figures');
	return figure;
}

/** A food shopper's headers without a position. */
const { latitude: _lat, longitude: _lng, ...noPosition } = catalogHeaders('food');

describe('the API answer cache (ADR 008, ADR 040)', () => {
	test('stays within its byte budget while shoppers ask ever new questions', async () => {
		for (let i = 0; i < 60; i++) {
			const res = await api.request(
				`/stores/get-stores/all?store_type=all&limit=${i + 1}&offset=1`,
				{ headers: noPosition },
			);
			expect(res.status).toBe(200);
			await res.arrayBuffer();
			expect(figures().bytes).toBeLessThanOrEqual(MAX_BYTES);
		}
		// Full: it did keep answers, and dropped the oldest to stay within the budget.
		expect(figures().bytes).toBeGreaterThan(MAX_BYTES / 2);
		expect(figures().entries).toBeLessThan(60);
	});

	test('still answers a repeated question from memory', async () => {
		const path = '/stores/get-stores/all?store_type=all&limit=12&offset=1';
		await (await api.request(path, { headers: noPosition })).arrayBuffer();
		const again = await api.request(path, { headers: noPosition });
		expect(again.headers.get('x-cache')).toBe('HIT');
	});

	// ADR 043: a store list for a shopper's position is made from the store cards each time (it
	// costs less than holding 20,000 positions' answers), with its ETag all the same.
	test('does not keep store lists made for a position, which still answer 304', async () => {
		const headers = catalogHeaders('food', { latitude: '1.3123' });
		const path = '/stores/get-stores/all?store_type=all&limit=12&offset=1';
		const before = figures().entries;
		const first = await api.request(path, { headers });
		const etag = first.headers.get('etag');
		expect(etag).toBeTruthy();
		await first.arrayBuffer();
		const again = await api.request(path, { headers });
		expect(again.headers.get('x-cache')).toBeNull();
		expect(again.headers.get('etag')).toBe(etag);
		await again.arrayBuffer();
		expect(figures().entries).toBe(before);
		const cached = await api.request(path, {
			headers: { ...headers, 'if-none-match': etag ?? '' },
		});
		expect(cached.status).toBe(304);
	});
});
