import { describe, expect, test } from 'vitest';
import {
	readOptions,
	type ScrollState,
	scrollTarget,
	shouldLoop,
	shownAt,
	snapView,
} from './carousel';

// spec §9 carousels: autoplay 4000 ms, infinite only when slides exceed those shown.

describe('shouldLoop', () => {
	test.each([
		{ slides: 5, shown: 3, requested: true, loop: true },
		{ slides: 3, shown: 3, requested: true, loop: false },
		{ slides: 2, shown: 1.1, requested: true, loop: false },
		{ slides: 3, shown: 1.1, requested: true, loop: true },
		{ slides: 9, shown: 3, requested: false, loop: false },
	])(
		'$slides slides, $shown shown, asked $requested → $loop',
		({ slides, shown, requested, loop }) => {
			expect(shouldLoop(slides, shown, requested)).toBe(loop);
		},
	);
});

describe('shownAt', () => {
	const view = { sm: 1.1, md: 2, lg: 3 };
	test.each([
		{ width: 390, shown: 1.1 },
		{ width: 599, shown: 1.1 },
		{ width: 600, shown: 2 },
		{ width: 1179, shown: 2 },
		{ width: 1180, shown: 3 },
		{ width: 1920, shown: 3 },
	])('shows $shown at $width px', ({ width, shown }) => {
		expect(shownAt(view, width)).toBe(shown);
	});
});

describe('snapView', () => {
	test.each([
		{ value: 1, snapped: 1 },
		{ value: 1.1, snapped: 1.1 },
		{ value: 2.4, snapped: 2.5 },
		{ value: 4.6, snapped: 5 },
		{ value: 12, snapped: 8 },
		{ value: 0, snapped: 1 },
	])('maps $value to $snapped', ({ value, snapped }) => {
		expect(snapView(value)).toBe(snapped);
	});
});

describe('readOptions', () => {
	test('reads counts, loop, autoplay and gap from data attributes', () => {
		expect(
			readOptions({ sm: '1.1', md: '2', lg: '3', loop: 'true', autoplay: 'false', gap: '24' }),
		).toEqual({ view: { sm: 1.1, md: 2, lg: 3 }, loop: true, autoplay: false, gap: 24 });
	});

	test('falls back to the wider count when a narrower one is missing', () => {
		expect(readOptions({ lg: '5' }).view).toEqual({ sm: 5, md: 5, lg: 5 });
	});
});

describe('scrollTarget', () => {
	// Five slides of 300 px with a 16 px gap in a 932 px window: 3 shown, 700 px to scroll.
	const at = (position: number): ScrollState => ({
		position,
		viewport: 932,
		content: 1632,
		step: 316,
	});

	test.each([
		['next from the start moves one slide', 0, 1, false, 316],
		['next near the end stops at the end', 600, 1, false, 700],
		['next at the end stays without loop', 700, 1, false, null],
		['next at the end wraps to the start with loop', 700, 1, true, 0],
		['previous at the start stays without loop', 0, -1, false, null],
		['previous at the start wraps to the end with loop', 0, -1, true, 700],
		['previous moves one slide back', 632, -1, false, 316],
		['half a pixel from the end is the end', 699.5, 1, true, 0],
	] as const)('%s', (_name, position, direction, loop, target) => {
		expect(scrollTarget(at(position), direction, loop)).toBe(target);
	});

	test('a carousel whose slides all fit never scrolls', () => {
		const fits = { position: 0, viewport: 932, content: 932, step: 316 };
		expect(scrollTarget(fits, 1, true)).toBeNull();
		expect(scrollTarget(fits, -1, true)).toBeNull();
	});
});
