import { describe, expect, test } from 'vitest';
import {
	CAROUSEL_AUTOPLAY_MS,
	CAROUSEL_SPEED_MS,
	readOptions,
	shouldLoop,
	shownAt,
	snapView,
	swiperOptions,
} from './carousel';

// spec §9 carousels: autoplay 4000 ms, speed 800 ms, infinite only when slides exceed those shown.

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

describe('swiperOptions', () => {
	const options = { view: { sm: 1.1, md: 2, lg: 3 }, loop: true, autoplay: true, gap: 16 };

	test('uses the spec timings and per-breakpoint counts', () => {
		const o = swiperOptions(options, 5, 1280, false);
		expect(o.speed).toBe(CAROUSEL_SPEED_MS);
		expect(o.autoplay).toMatchObject({ delay: CAROUSEL_AUTOPLAY_MS });
		expect(o.slidesPerView).toBe(1.1);
		expect(o.breakpoints).toEqual({ 600: { slidesPerView: 2 }, 1180: { slidesPerView: 3 } });
		expect(o.loop).toBe(true);
	});

	test('does not loop when every slide is already shown', () => {
		expect(swiperOptions(options, 3, 1280, false).loop).toBe(false);
	});

	test('neither autoplays nor animates for visitors who prefer reduced motion', () => {
		const o = swiperOptions(options, 5, 1280, true);
		expect(o.autoplay).toBe(false);
		expect(o.speed).toBe(0);
	});
});
