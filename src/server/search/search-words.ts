/** Search words of a query: lower-cased, de-duplicated, at most 8 of at most 40 characters. */
export function searchWords(name: string | undefined): string[] {
	if (!name) return [];
	const words = name
		.normalize('NFKC')
		.toLowerCase()
		.split(/\s+/)
		.map((w) => w.trim().slice(0, 40))
		.filter(Boolean);
	return [...new Set(words)].slice(0, 8);
}
