/** Escapes LIKE wildcards so user text matches literally (PostgreSQL's default escape is `\`). */
export function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** "30-40 min" → [30, 40]; a single number is both ends; nothing → [0, 0]. */
export function deliveryMinutes(deliveryTime: string): [number, number] {
	const [min = 0, max = min] = deliveryTime.match(/\d+/g)?.map(Number) ?? [];
	return [min, max];
}
