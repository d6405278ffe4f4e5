import { expect, type Page, test } from '@playwright/test';
import { FOOD, ORCHARD, returningShopper } from './support/shopper';

// spec §2 product detail, §4 add button and variation stock, §5 variation groups and cart
// limits, §8 texts: buying from the product page's purchase panel.

const DISH = '/product/ah-seng-chicken-rice-roasted-chicken-rice';
const CHINOS = '/product/haji-lane-threads-slim-fit-chinos';
const KEBAYA = '/product/orchid-lane-boutique-modern-kebaya-top';

/** The purchase panel works once its island has hydrated (it hydrates when visible). */
async function openProduct(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator('astro-island:has(.product-details)')).not.toHaveAttribute('ssr');
	return page.getByRole('main');
}

// Each journey waits for real cart calls; a dev server on a busy machine needs more than 30 s.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, baseURL }) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
});

test('a shopper picks a size and two add-ons and adds the dish to the cart', async ({
	page,
	request,
}) => {
	const main = await openProduct(page, DISH);
	await main.getByRole('radio', { name: /Large/ }).check();
	await main.getByRole('checkbox', { name: /Extra chicken/ }).check();
	await main.getByRole('checkbox', { name: /Braised egg/ }).check();
	await main.getByRole('button', { name: 'More Braised egg' }).click();
	await main.getByRole('button', { name: 'Increase quantity' }).click();
	// (4.90 + 1.50) × 2, plus the add-ons once: 2.50 + 2 × 1.00
	await expect(main.getByText('S$17.30')).toBeVisible();
	await main.getByRole('button', { name: 'Add to Cart' }).click();
	await expect(page.getByText('Item added to cart')).toBeVisible();
	await expect(main.getByRole('button', { name: 'Update To Cart' })).toBeVisible();

	const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
	const lines = await (
		await request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, {
			headers: { moduleId: '1', zoneId: '[1]' },
		})
	).json();
	expect(lines).toHaveLength(1);
	expect(lines[0]).toMatchObject({
		item_id: 2,
		quantity: 2,
		variation: [{ name: 'Portion', values: { label: ['Large'] } }],
		add_on_ids: [1, 2],
		add_on_qtys: [1, 2],
		total_price: 17.3,
	});

	await main.getByRole('button', { name: 'Update To Cart' }).click();
	await expect(main.getByText('No changes found to update.')).toBeVisible();
	await main.getByRole('button', { name: 'Increase quantity' }).click();
	await main.getByRole('button', { name: 'Update To Cart' }).click();
	await expect(page.getByText('Item updated successfully')).toBeVisible();
});

test("a required variation left empty says 'Variation {name} can not remain without selection'", async ({
	page,
}) => {
	const main = await openProduct(page, DISH);
	await main.getByRole('button', { name: 'Add to Cart' }).click();
	await expect(main.getByRole('alert')).toHaveText(
		'Variation Portion can not remain without selection',
	);
	// a second press on a single choice clears it again
	const large = main.getByRole('radio', { name: /Large/ });
	await large.click();
	await expect(large).toBeChecked();
	await large.click();
	await expect(large).not.toBeChecked();
});

test('an out-of-stock variation cannot be bought', async ({ page }) => {
	const main = await openProduct(page, CHINOS);
	await expect(main.getByRole('button', { name: '30', exact: true })).toHaveAttribute(
		'aria-pressed',
		'true',
	);
	await expect(
		main.getByText('This variation is out of stock. Choose another variation to proceed further.'),
	).toBeVisible();
	await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
	await expect(main.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
	await expect(main.getByText('In Stock')).toHaveCount(0);
});

test('Buy Now goes to checkout with the item', async ({ page }) => {
	const main = await openProduct(page, KEBAYA);
	await main.getByRole('button', { name: 'M', exact: true }).click();
	await main.getByRole('button', { name: 'Rose', exact: true }).click();
	await expect(main.getByText('In Stock')).toBeVisible();
	// M-Rose has one left: a second one is refused
	await main.getByRole('button', { name: 'Increase quantity' }).click();
	await expect(main.getByRole('alert')).toHaveText('Out of Stock');
	await main.getByRole('button', { name: 'Buy Now' }).click();
	await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
	const entry = await page.evaluate(() => JSON.parse(sessionStorage.getItem('buy-now') ?? 'null'));
	expect(entry).toMatchObject({
		page: 'buy_now',
		module_id: 4,
		line: { item_id: 1256, item_type: 'Item', quantity: 1, variation: [{ type: 'M-Rose' }] },
		item: { id: 1256, name: 'Modern Kebaya Top' },
	});
});
