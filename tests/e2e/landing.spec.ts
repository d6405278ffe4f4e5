import { expect, test } from '@playwright/test';
import { openPreferences } from './support/shopper';

// spec §1 (what the product does), §2 (header, language menu, theme toggle), §8 zone lookup errors

test('a visitor learns what the shop offers and checks that it delivers to Orchard Road', async ({
	page,
}) => {
	const consoleErrors: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') consoleErrors.push(message.text());
	});
	await page.goto('/');
	await expect(page).toHaveTitle(/Kampung Mart/);
	await expect(
		page.getByRole('heading', {
			level: 1,
			name: 'Everything your neighbourhood sells, at your door',
		}),
	).toBeVisible();
	for (const name of ['Food', 'Grocery', 'Pharmacy', 'Shop', 'Parcel']) {
		await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
	}

	await page.getByRole('link', { name: 'Check delivery to your address' }).click();
	const map = page.getByRole('application', { name: 'Map of the delivery zones' });
	await expect(map).toHaveAttribute('data-ready', 'true');
	await expect(page.getByRole('main').getByRole('status')).toHaveText(
		'Tap anywhere on the map to check an address.',
	);

	await map.click(); // the centre is the shop's default location, Orchard Road
	await expect(page.getByRole('main').getByRole('status')).toContainText(
		'We deliver here: Central Singapore',
	);
	await expect(page.getByRole('main').getByRole('status')).toContainText(
		'Available here: Food, Grocery, Pharmacy, Shop, Parcel',
	);
});

test('a visitor who taps the sea is told the service is not available there', async ({ page }) => {
	await page.goto('/#coverage');
	const map = page.getByRole('application', { name: 'Map of the delivery zones' });
	await expect(map).toHaveAttribute('data-ready', 'true');
	const box = await map.boundingBox();
	if (!box) throw new Error('The map has no size');
	await map.click({ position: { x: 8, y: box.height - 8 } }); // far south-west: open sea
	await expect(page.getByRole('main').getByRole('status')).toHaveText(
		'Service not available in this area',
	);
});

test('a shopper switches to Bahasa Indonesia and to the dark theme, and both stay after a reload', async ({
	page,
	context,
}) => {
	await page.goto('/');
	await (await openPreferences(page)).getByRole('link', { name: 'Bahasa Indonesia' }).click();
	const confirm = page.getByRole('dialog', { name: 'Change language' });
	await expect(confirm).toContainText('Show the shop in Bahasa Indonesia?');
	await confirm.getByRole('button', { name: 'Change' }).click();
	await expect(page).toHaveURL(/\/id$/);
	await expect(page.getByRole('status').filter({ hasText: 'Bahasa telah diubah' })).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('lang', 'id');
	await expect(
		page.getByRole('heading', {
			level: 1,
			name: 'Semua yang dijual di sekitar Anda, sampai di depan pintu',
		}),
	).toBeVisible();

	await (await openPreferences(page)).getByRole('button', { name: 'Ganti ke tema gelap' }).click();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await expect(
		(await openPreferences(page)).getByRole('button', { name: 'Ganti ke tema terang' }),
	).toBeVisible();

	// The server itself renders the theme from the mirrored cookie: no flash of the light theme.
	const html = await (await context.request.get('/')).text();
	expect(html).toMatch(/<html[^>]*data-theme="dark"/);
});

test('the landing page is complete and readable without JavaScript', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 2, name: 'Five ways to order' })).toBeVisible();
	await expect(page.getByText('Hawker favourites, cafés and restaurants near you')).toBeVisible();
	await expect(page.getByRole('heading', { level: 2, name: 'Where we deliver' })).toBeVisible();
	await expect(page.getByText(/Central Singapore, East Coast & Tampines/)).toBeVisible();
	await expect(page.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
	await expect(page.getByText('+6561234567').last()).toBeVisible();
	await context.close();
});

test('the landing page is guarded by a content security policy and names its other language', async ({
	page,
}) => {
	const response = await page.goto('/');
	expect(response?.headers()['content-security-policy'] ?? '').toContain("object-src 'none'");
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
	await expect(page.locator('link[hreflang="id"]')).toHaveAttribute('href', /\/id$/);
	await expect(page.locator('link[hreflang="x-default"]')).toHaveCount(1);
});
