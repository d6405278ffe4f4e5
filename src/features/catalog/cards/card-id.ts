let counter = 0;

/** A unique id for a card's title on this page (the same item may appear in several lists). */
export function cardTitleId(kind: 'item' | 'store', id: number): string {
	counter = (counter + 1) % 1_000_000;
	return `${kind}-${id}-${counter.toString(36)}`;
}
