/** Two decimals, as ratings, distances and amounts are shown and sent. */
export function round2(value: number): number {
	return Math.round(value * 100) / 100;
}
