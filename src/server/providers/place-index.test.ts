import { performance } from 'node:perf_hooks';
import { describe, expect, test } from 'vitest';
import { PLACES } from './gazetteer-places';
import { createPlaceIndex } from './place-index';

const entries = PLACES.map((p) => ({ name: p.name, search: `${p.name} ${p.area}`.toLowerCase() }));
const names = (text: string, limit = 5) =>
	createPlaceIndex(entries)
		.search(text, limit)
		.map((e) => e.name);

// issue 14 item 13: the place suggestions' lookup, indexed
describe('place index', () => {
	test.each([
		['tampines', 'Tampines'],
		['Tamp', 'Tampines'],
		['marina bay sands', 'Marina Bay Sands'],
		['raffles', 'Raffles Place'],
		['pines', 'Tampines'],
	])('%s finds %s', (text, expected) => {
		expect(names(text).some((n) => n.includes(expected))).toBe(true);
	});

	test('names starting with the first word come first', () => {
		const found = names('orchard', 10);
		expect(found[0]?.toLowerCase().startsWith('orchard')).toBe(true);
	});

	test('nothing for blank text or an unknown place', () => {
		expect(names('   ')).toEqual([]);
		expect(names('zzzqqq')).toEqual([]);
	});

	test('answers in well under 50 ms, even for a city of 20 000 places', () => {
		const city = Array.from({ length: 20_000 }, (_, i) => ({
			name: `Block ${i} ${['Tampines', 'Bedok', 'Jurong', 'Yishun'][i % 4]} Street ${i % 97}`,
			search: `block ${i} ${['tampines', 'bedok', 'jurong', 'yishun'][i % 4]} street ${i % 97} singapore`,
		}));
		const index = createPlaceIndex([...entries, ...city]);
		// The median of 21 runs per query: a shared machine's hiccups are not the lookup's time.
		const median = (text: string) => {
			const runs = Array.from({ length: 21 }, () => {
				const start = performance.now();
				index.search(text, 5);
				return performance.now() - start;
			}).sort((a, b) => a - b);
			return runs[10] ?? 0;
		};
		const queries = ['t', 'ta', 'tam', 'tamp', 'tampines st', 'bedok 12', 'jurong street 5', 'mar'];
		const times = queries.map(median);
		expect(Math.max(...times)).toBeLessThan(50);
	});
});
