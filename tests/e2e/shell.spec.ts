import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { FOOD, ORCHARD, openPreferences, returningShopper } from './support/shopper';

// spec §2 header and navigation, side drawer under 1180 px; §4 language, theme, module; §6 guests

test('a guest sees the header entries a guest gets, and no signed-in ones', async ({
	page,
	context,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/about-us');
	const header = page.getByRole('banner');
	await expect(header.getByRole('button', { name: /Orchard Road/ })).toBeVisible();
	await expect(header.getByRole('link', { name: 'Track order' })).toBeVisible();
	await expect(header.getByRole('button', { name: 'Cart' })).toBeVisible();
	await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
	await expect(header.getByRole('button', { name: 'Wishlist' })).toBeHidden();
	await expect(header.getByRole('button', { name: 'Profile' })).toBeHidden();
});

test('a first-time visitor sees no store links until a location is chosen', async ({ page }) => {
	await page.goto('/about-us');
	const header = page.getByRole('banner');
	await expect(header.getByRole('button', { name: 'Choose location' })).toBeVisible();
	await expect(header.getByRole('link', { name: 'Categories' })).toHaveCount(0);
	await expect(header.getByRole('link', { name: /Kampung Mart/ })).toHaveAttribute('href', '/');
});

test('a shopper turns on dark mode and Indonesian, and both follow them across pages', async ({
	page,
	context,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/about-us');
	let scope = await openPreferences(page);
	await scope.getByRole('button', { name: 'Switch to dark theme' }).click();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	await scope.getByRole('link', { name: /Bahasa Indonesia|^ID$/ }).click();
	await page
		.getByRole('dialog', { name: 'Change language' })
		.getByRole('button', { name: 'Change' })
		.click();
	await expect(page).toHaveURL(/\/id\/about-us$/);
	await expect(page.locator('html')).toHaveAttribute('lang', 'id');

	await page.goto('/privacy-policy'); // an unprefixed URL: the cookies decide
	await expect(page.locator('html')).toHaveAttribute('lang', 'id');
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	scope = await openPreferences(page);
	await expect(scope.getByRole('button', { name: 'Ganti ke tema terang' })).toBeVisible();
});

test('under 1180 px the side drawer offers home, categories and the latest stores', async ({
	page,
	context,
	baseURL,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'mobile', 'the drawer is for narrow screens');
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/about-us');
	await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
	const drawer = page.getByRole('dialog', { name: 'Menu' });
	await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
	await expect(drawer.getByRole('link', { name: 'Categories' })).toBeVisible();
	await drawer.getByText('Latest stores').click();
	const stores = drawer.locator('[data-store-list="latest"] ul a');
	await expect(stores.first()).toBeVisible();
	expect(await stores.count()).toBeLessThanOrEqual(10);
	await expect(drawer.getByRole('link', { name: 'View all' }).first()).toHaveAttribute(
		'href',
		'/store/latest',
	);
	expect(
		(
			await new AxeBuilder({ page })
				.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
				.analyze()
		).violations,
	).toEqual([]);
	await drawer.getByRole('button', { name: 'Close menu' }).click();
	await expect(drawer).toBeHidden();
});

test('a shopper switches module and lands on the new module home', async ({
	page,
	context,
	baseURL,
}) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/home');
	await page.getByRole('button', { name: 'Food' }).first().click();
	const picker = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
	await expect(picker.getByRole('button', { name: /Food/ })).toHaveAttribute(
		'aria-current',
		'true',
	);
	await picker.getByRole('button', { name: /Grocery/ }).click();
	// The toast is on screen for 2.5 s after the page loads: looked for before the URL.
	await expect(page.getByText('A module has been selected.')).toBeVisible();
	await expect(page).toHaveURL(/\/home$/);
	await expect(page.locator('html')).toHaveAttribute('data-module', 'grocery');
});

/** The pick-location modal (spec §2 location picking): search a place, take a suggestion, pick. */
async function pickPlace(page: Page, search: string, suggestion: RegExp): Promise<void> {
	const dialog = page.getByRole('dialog', { name: 'Pick your delivery location' });
	await expect(dialog).toBeVisible();
	await dialog.getByRole('combobox', { name: 'Search location' }).fill(search);
	await dialog.getByRole('option', { name: suggestion }).first().click();
	// The button stays enabled for the previous point while the map flies to the chosen one: wait
	// until the delivery location shows the chosen place (its lookup done), then pick.
	await expect(dialog.getByRole('status').filter({ hasText: suggestion })).toBeVisible({
		timeout: 10_000,
	});
	const pick = dialog.getByRole('button', { name: 'Pick Locations' });
	await expect(pick).toBeEnabled({ timeout: 10_000 });
	await pick.click();
}

test('a first-time visitor picks a location on the map, picks a module and sees its home, then moves to another zone', async ({
	page,
}) => {
	await page.goto('/');
	await page.getByRole('banner').getByRole('button', { name: 'Choose location' }).click();
	await pickPlace(page, 'Marina', /Marina Bay Sands/);

	const picker = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
	await expect(picker.getByRole('button', { name: /Grocery/ })).toBeVisible();
	await picker.getByRole('button', { name: /Grocery/ }).click();
	// The toast is on screen for 2.5 s after the page loads: looked for before the URL.
	await expect(page.getByText('A module has been selected.')).toBeVisible();
	await expect(page).toHaveURL(/\/home$/);
	await expect(page.locator('html')).toHaveAttribute('data-module', 'grocery');
	const header = page.getByRole('banner');
	await expect(header.getByRole('button', { name: /Marina Bay Sands/ })).toBeVisible();
	const zoneBefore = await page.evaluate(() => localStorage.getItem('zoneid'));

	await header.getByRole('button', { name: /Marina Bay Sands/ }).click();
	await pickPlace(page, 'Tampines', /Tampines/);
	await expect(page.getByText('New delivery address selected.')).toBeVisible();
	await expect(header.getByRole('button', { name: /Tampines/ })).toBeVisible();
	const zoneAfter = await page.evaluate(() => localStorage.getItem('zoneid'));
	expect(zoneAfter).not.toEqual(zoneBefore);
	expect((await page.context().cookies()).find((c) => c.name === 'zoneid')?.value).toBe(
		encodeURIComponent(zoneAfter ?? ''),
	);
});
