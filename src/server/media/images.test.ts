import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { artworkSvg, hashOf, motifFor } from './artwork';
import { imageBytes, parseImageRequest, SHARP_CACHE } from './images';

const cache = mkdtempSync(path.join(tmpdir(), 'storefront-images-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe('parseImageRequest', () => {
	test.each([
		[
			'/images/product/nasi-lemak.webp',
			'',
			'image/avif,image/webp',
			{ folder: 'product', file: 'nasi-lemak.webp', width: 480, format: 'avif' },
		],
		[
			'/images/store/cover/ah-hock-cover.webp',
			'w=700',
			'image/webp',
			{ folder: 'store/cover', file: 'ah-hock-cover.webp', width: 800, format: 'webp' },
		],
		[
			'/images/banner/b.webp',
			'w=99999',
			'*/*',
			{ folder: 'banner', file: 'b.webp', width: 1200, format: 'webp' },
		],
		[
			'/images/product/kaya-toast.webp',
			'w=320&f=webp',
			'image/avif,image/webp',
			{ folder: 'product', file: 'kaya-toast.webp', width: 320, format: 'webp' },
		],
		['/images/secret/x.webp', '', '', null],
		['/images/product/../../etc/passwd', '', '', null],
		['/images/product/UPPER.webp', '', '', null],
		['/images/product/x.svg', '', '', null],
	])('%s?%s (%s)', (pathname, search, accept, expected) => {
		expect(parseImageRequest(pathname, new URLSearchParams(search), accept)).toEqual(expected);
	});
});

describe('artwork', () => {
	test('is the same drawing for the same name, and different for another', () => {
		expect(artworkSvg('kopi-o.webp', 240, 240)).toBe(artworkSvg('kopi-o.webp', 240, 240));
		expect(hashOf('kopi-o')).not.toBe(hashOf('teh-o'));
	});

	test('picks a motif from the words of the name', () => {
		expect(motifFor('kopi o kosong')).toBe(motifFor('latte'));
		expect(motifFor('nasi lemak')).not.toBe(motifFor('paracetamol 500mg'));
	});
});

describe('imageBytes', () => {
	test('renders a sized WebP once, then serves it from the cache folder', async () => {
		const req = { folder: 'product', file: 'laksa.webp', width: 320, format: 'webp' as const };
		const [a, b] = await Promise.all([imageBytes(req, cache), imageBytes(req, cache)]);
		expect(a.equals(b)).toBe(true);
		const meta = await sharp(a).metadata();
		expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
		expect(readdirSync(path.join(cache, 'product'))).toEqual(['laksa-320.webp']);
		expect((await imageBytes(req, cache)).equals(a)).toBe(true);
	});

	test('renders AVIF when the browser takes it', async () => {
		const bytes = await imageBytes(
			{ folder: 'banner', file: 'banner-food-1.webp', width: 640, format: 'avif' },
			cache,
		);
		expect((await sharp(bytes).metadata()).format).toBe('heif');
		expect(bytes.length).toBeLessThan(30_000);
	});

	test("keeps libvips' operation cache within its bound after rendering (ADR 040)", async () => {
		for (const width of [120, 160, 240, 320, 480, 640]) {
			const file = `bound-${width}.webp`;
			await imageBytes({ folder: 'product', file, width, format: 'webp' }, cache);
		}
		const { memory, items } = sharp.cache();
		expect(memory.max).toBe(SHARP_CACHE.memory);
		expect(memory.current).toBeLessThanOrEqual(SHARP_CACHE.memory);
		expect(items.current).toBeLessThanOrEqual(SHARP_CACHE.items);
	});
});
