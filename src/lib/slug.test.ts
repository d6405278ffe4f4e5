import { describe, expect, test } from 'vitest';
import { seededRandom, slugify } from './slug';

describe('slugify', () => {
	test.each([
		['Kopi O (Kosong)', 'kopi-o-kosong'],
		['Café Latté', 'cafe-latte'],
		['Bread & Juice', 'bread-and-juice'],
		['  --Nasi   Lemak-- ', 'nasi-lemak'],
	])('%j → %s', (text, slug) => {
		expect(slugify(text)).toBe(slug);
	});
});

describe('seededRandom', () => {
	test('repeats its sequence for the same seed and stays in [0, 1)', () => {
		const a = seededRandom(42);
		const b = seededRandom(42);
		const first = Array.from({ length: 50 }, a);
		expect(Array.from({ length: 50 }, b)).toEqual(first);
		expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
		expect(new Set(first).size).toBe(50);
	});
});
