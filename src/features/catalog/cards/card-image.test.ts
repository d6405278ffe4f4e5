import { describe, expect, test } from 'vitest';
import { imagePath, imageSrcset, isResizable } from './card-image';

describe('card images', () => {
	test.each([
		['http://shop.test/images/product/kaya-toast.webp', '/images/product/kaya-toast.webp'],
		['/images/store/ah-seng.webp', '/images/store/ah-seng.webp'],
		['https://cdn.example/photo.jpg', 'https://cdn.example/photo.jpg'],
	])('imagePath(%s) is %s', (src, path) => {
		expect(imagePath(src)).toBe(path);
	});

	test('a srcset names our own images by path, at widths around the slot', () => {
		expect(imageSrcset('http://shop.test/images/product/a.webp', 240, 'avif')).toBe(
			'/images/product/a.webp?w=160&f=avif 160w, /images/product/a.webp?w=320&f=avif 320w, /images/product/a.webp?w=480&f=avif 480w',
		);
	});

	test('only query-free images under /images/ are resizable', () => {
		expect(isResizable('http://shop.test/images/product/a.webp')).toBe(true);
		expect(isResizable('/images/product/a.webp?w=240')).toBe(false);
		expect(isResizable('/media/promo.webm')).toBe(false);
	});
});
