import { describe, expect, test } from 'vitest';
import { tileCspSource } from './map-tiles';

describe('tileCspSource', () => {
	test.each([
		['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
		['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
		['http://tiles.local:8080/{z}/{x}/{y}.webp?key=1', 'http://tiles.local:8080'],
		['/tiles/{z}/{x}/{y}.png', null],
		['javascript:alert(1)', null],
	])('allows %s as %s', (template, source) => {
		expect(tileCspSource(template)).toBe(source);
	});
});
