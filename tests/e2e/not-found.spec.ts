import { expect, test } from '@playwright/test';

test('a guest following a dead link gets a page-not-found page with a way back', async ({
	page,
}) => {
	const response = await page.goto('/no-such-page');
	expect(response?.status()).toBe(404);
	await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
	await page.getByRole('link', { name: 'Back to the start' }).click();
	await expect(page).toHaveURL(/\/$/);
});

test('an Indonesian reader gets the page-not-found page in Bahasa Indonesia', async ({ page }) => {
	const response = await page.goto('/id/tidak-ada');
	expect(response?.status()).toBe(404);
	await expect(
		page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
	).toBeVisible();
});
