import { describe, expect, test } from 'vitest';
import { decodeSettings } from './settings.state';

describe('decodeSettings', () => {
	test.each([
		['{"direction":"rtl","theme":"dark"}', { direction: 'rtl', theme: 'dark' }],
		['{"direction":"ltr"}', { direction: 'ltr' }],
		['{"direction":"sideways","theme":"neon"}', { direction: 'ltr' }],
		['null', { direction: 'ltr' }],
		['not json', { direction: 'ltr' }],
	])('reads %s', (raw, expected) => {
		expect(decodeSettings(raw)).toEqual(expected);
	});
});
