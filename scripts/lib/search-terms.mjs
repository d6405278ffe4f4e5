// The benchmark's search terms: the relevance table's terms (src/server/search/relevance-table.json)
// and misspellings generated from them (a letter dropped, doubled, swapped or replaced), each
// with the module it was written for.
import { readFileSync } from 'node:fs';

const table = JSON.parse(
	readFileSync(new URL('../../src/server/search/relevance-table.json', import.meta.url), 'utf8'),
);
const MODULES = { food: 1, grocery: 2, pharmacy: 3, ecommerce: 4 };
const LETTERS = 'aeiourstnlkm';

function* misspellings(term) {
	for (let i = 1; i < term.length - 1; i++) {
		if (term[i] === ' ') continue;
		yield term.slice(0, i) + term.slice(i + 1); // dropped
		yield term.slice(0, i) + term[i] + term.slice(i); // doubled
		yield term.slice(0, i - 1) + term[i] + term[i - 1] + term.slice(i + 1); // swapped
		yield term.slice(0, i) + LETTERS[i % LETTERS.length] + term.slice(i + 1); // replaced
	}
}

/** At least `count` distinct { term, moduleId }, the table's own terms first. */
export function benchTerms(count = 1200) {
	const seen = new Set();
	const out = [];
	const add = (term, module) => {
		const key = `${module}:${term.toLowerCase()}`;
		if (seen.has(key) || term.trim().length < 2) return;
		seen.add(key);
		out.push({ term, moduleId: MODULES[module] });
	};
	for (const row of table) add(row.term, row.module);
	const generators = table.map((row) => ({ row, it: misspellings(row.term.toLowerCase()) }));
	while (out.length < count && generators.length > 0) {
		for (let i = generators.length - 1; i >= 0; i--) {
			const { row, it } = generators[i];
			const next = it.next();
			if (next.done) generators.splice(i, 1);
			else add(next.value, row.module);
		}
	}
	return out;
}
