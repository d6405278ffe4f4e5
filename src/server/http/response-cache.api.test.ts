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

describe('the API answer cache (ADR 008, ADR 040)', () => {
	test('stays within its byte budget while shoppers ask from ever new positions', async () => {
		for (let i = 0; i < 60; i++) {
			const headers = catalogHeaders('food', {
				latitude: (1.28 + i * 0.001).toFixed(4),
				longitude: '103.8318',
			});
			const res = await api.request('/stores/get-stores/all?store_type=all&limit=12&offset=1', {
				headers,
			});
			expect(res.status).toBe(200);
			await res.arrayBuffer();
			expect(figures().bytes).toBeLessThanOrEqual(MAX_BYTES);
		}
		// Full: it did keep answers, and dropped the oldest to stay within the budget.
		expect(figures().bytes).toBeGreaterThan(MAX_BYTES / 2);
		expect(figures().entries).toBeLessThan(60);
	});

	test('still answers a repeated question from memory', async () => {
		const headers = catalogHeaders('food', { latitude: '1.3500' });
		const path = '/stores/get-stores/all?store_type=all&limit=12&offset=1';
		await (await api.request(path, { headers })).arrayBuffer();
		const again = await api.request(path, { headers });
		expect(again.headers.get('x-cache')).toBe('HIT');
	});
});
