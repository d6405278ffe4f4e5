import { expect, test } from '@playwright/test';

// spec §2 product detail, content first: the page is complete HTML with Product JSON-LD.

const food = { moduleId: '1', zoneId: '[1,2,3,4,5]' };

test('a shopper arriving from search reads a product page, even without JavaScript', async ({
	browser,
	request,
}) => {
	const popular = await (
		await request.get('/api/v1/items/popular?limit=1', { headers: food })
	).json();
	const item = popular.products[0];
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	const response = await page.goto(`/product/${item.slug}`);
	expect(response?.status()).toBe(200);
	await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
	await expect(page.getByText(`Sold by ${item.store_name}`)).toBeVisible();
	await expect(page.locator('.price strong')).toHaveText(/^S\$\d+\.\d{2}$/);
	await expect(page.getByRole('img', { name: item.name })).toBeVisible();

	const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
		JSON.parse(t),
	);
	const product = ld.find((d) => d['@type'] === 'Product');
	expect(product).toMatchObject({ name: item.name, offers: { priceCurrency: 'SGD' } });
	expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
	await context.close();
});

test('the same product in Bahasa Indonesia, by numeric id, and an unknown one is not found', async ({
	page,
	request,
}) => {
	const popular = await (
		await request.get('/api/v1/items/popular?limit=1', {
			headers: { ...food, 'X-localization': 'id' },
		})
	).json();
	const item = popular.products[0];
	await page.goto(`/id/product/${item.id}`);
	await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
	await expect(page.getByRole('heading', { level: 2, name: 'Deskripsi' })).toBeVisible();
	const missing = await page.goto('/product/no-such-product');
	expect(missing?.status()).toBe(404);
});

test('a prescription medicine says so, and an out-of-stock item says Out of Stock', async ({
	page,
	request,
}) => {
	const pharmacy = { moduleId: '3', zoneId: '[1,2,3,4,5]' };
	const found = await (
		await request.get('/api/v1/items/search?name=amoxicillin&limit=1', { headers: pharmacy })
	).json();
	await page.goto(`/product/${found.products[0].slug}`);
	await expect(page.getByText('prescription is required')).toBeVisible();

	const grocery = { moduleId: '2', zoneId: '[1,2,3,4,5]' };
	const list = await (
		await request.get('/api/v1/items/popular?limit=100', { headers: grocery })
	).json();
	const soldOut = list.products.find(
		(p: { stock: number; variations: unknown[] }) => p.stock === 0 && p.variations.length === 0,
	);
	expect(soldOut, 'the demo has sold-out groceries').toBeDefined();
	await page.goto(`/product/${soldOut.slug}`);
	await expect(page.getByText('Out of Stock')).toBeVisible();
});
