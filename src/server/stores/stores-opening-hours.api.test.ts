import { describe, expect, test } from 'vitest';
import { catalogHeaders, getJson, setupApi } from '~/testing/api';

// issue 14 item 5: at 06:30 in Singapore most restaurants are closed; each says when it opens.
/** Thursday 26 November 2026, 06:30 in Singapore. */
const api = setupApi({ now: new Date('2026-11-25T22:30:00Z') });
const food = catalogHeaders('food');
type StorePage = {
	stores: {
		name: string;
		open: number;
		active: boolean;
		opens_at?: { days: number; weekday: number; time: string } | null;
		schedules: { day: number; opening_time: string }[];
	}[];
};

describe('store opening hours', () => {
	test('a closed store carries its next opening in shop time; an open one none', async () => {
		const page = await getJson<StorePage>(api, '/stores/get-stores/all?limit=50&offset=1', food);
		const closed = page.stores.filter((s) => s.open === 0 && s.active);
		expect(closed.length).toBeGreaterThan(0);
		for (const store of closed) {
			expect(store.opens_at, store.name).toMatchObject({
				time: expect.stringMatching(/^\d\d:\d\d$/),
			});
			const today = store.schedules
				.filter((s) => s.day === 4)
				.map((s) => s.opening_time.slice(0, 5));
			if (store.opens_at?.days === 0) {
				expect(store.opens_at.weekday).toBe(4);
				expect(today).toContain(store.opens_at.time);
				expect(store.opens_at.time > '06:30').toBe(true);
			}
		}
		for (const store of page.stores.filter((s) => s.open === 1)) expect(store.opens_at).toBeNull();
	});
});
