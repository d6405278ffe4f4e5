import { describe, expect, test } from 'vitest';
import { breadcrumbList, jsonLd } from './structured-data';

describe('breadcrumbList', () => {
	test('numbers the steps and links those that have a page', () => {
		expect(
			breadcrumbList([
				{ name: 'Home', url: 'https://shop.example/' },
				{ name: 'Soups' },
				{ name: 'Soto Ayam', url: 'https://shop.example/product/soto-ayam' },
			]),
		).toEqual({
			'@context': 'https://schema.org',
			'@type': 'BreadcrumbList',
			itemListElement: [
				{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
				{ '@type': 'ListItem', position: 2, name: 'Soups' },
				{
					'@type': 'ListItem',
					position: 3,
					name: 'Soto Ayam',
					item: 'https://shop.example/product/soto-ayam',
				},
			],
		});
	});
});

describe('jsonLd', () => {
	test('escapes < so shop text cannot end the script element', () => {
		const text = jsonLd({ name: 'Kaya </script><script>alert(1)</script>' });
		expect(text).not.toContain('</script>');
		expect(JSON.parse(text)).toEqual({ name: 'Kaya </script><script>alert(1)</script>' });
	});
});
