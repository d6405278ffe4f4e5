/**
 * The place search's index (issue 14 item 13: the lookup behind the 500 ms debounce answers in
 * well under 50 ms). Every word of a place's name and area is indexed by each of its prefixes,
 * so a query is a few map look-ups and an intersection instead of a scan of every place; a
 * query no word prefix matches falls back to the substring scan ("pines" still finds Tampines).
 */
export interface Indexed {
	name: string;
	/** Lower-cased name and area, as the substring fallback reads them. */
	search: string;
}

const MAX_PREFIX = 24;
const words = (text: string) =>
	text
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);

export interface PlaceIndex<T extends Indexed> {
	/** Up to `limit` entries matching every word, names starting with the first word first. */
	search(text: string, limit: number): T[];
}

export function createPlaceIndex<T extends Indexed>(entries: readonly T[]): PlaceIndex<T> {
	const postings = new Map<string, number[]>();
	const lowerNames = entries.map((e) => e.name.toLowerCase());
	entries.forEach((entry, i) => {
		const seen = new Set<string>();
		for (const word of words(entry.search)) {
			for (let n = 1; n <= Math.min(word.length, MAX_PREFIX); n++) {
				const prefix = word.slice(0, n);
				if (seen.has(prefix)) continue;
				seen.add(prefix);
				const list = postings.get(prefix);
				if (list) list.push(i);
				else postings.set(prefix, [i]);
			}
		}
	});

	/** Ascending index lists (postings are built in entry order) intersected by merging. */
	function intersect(a: readonly number[], b: readonly number[]): number[] {
		const out: number[] = [];
		let j = 0;
		for (const i of a) {
			while (j < b.length && (b[j] as number) < i) j++;
			if (j === b.length) break;
			if (b[j] === i) out.push(i);
		}
		return out;
	}

	function byPrefix(query: string[]): number[] {
		const lists = query.map((w) => postings.get(w.slice(0, MAX_PREFIX)) ?? []);
		lists.sort((a, b) => a.length - b.length);
		const [shortest = [], ...rest] = lists;
		const found = rest.reduce<number[]>((acc, list) => intersect(acc, list), shortest);
		// Words longer than the indexed prefix are checked on the text itself.
		return query.some((w) => w.length > MAX_PREFIX)
			? found.filter((i) => query.every((w) => Boolean(entries[i]?.search.includes(w))))
			: found;
	}

	return {
		search(text, limit) {
			const query = words(text);
			if (query.length === 0) return [];
			let found = byPrefix(query);
			if (found.length === 0) {
				const raw = text.toLowerCase().split(/\s+/).filter(Boolean);
				found = entries.flatMap((e, i) => (raw.every((w) => e.search.includes(w)) ? [i] : []));
			}
			// Names starting with the first word first, then the others, each in the entries' order:
			// two passes that stop at `limit` rather than a sort of every match.
			const first = query[0] ?? '';
			const picked: T[] = [];
			for (const starting of [true, false]) {
				for (const i of found) {
					if (picked.length >= limit) break;
					if (lowerNames[i]?.startsWith(first) === starting) picked.push(entries[i] as T);
				}
			}
			return picked;
		},
	};
}
