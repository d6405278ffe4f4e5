import { expect, test } from '@playwright/test';
import { FOOD, returningShopper, WOODLANDS } from './support/shopper';

// Issue 5 "Done when", the whole path in one journey: product dialog choices (spec §4 product
// dialog, §5 variation groups) → cart drawer (§2, §4 cart drawer button) → login-or-guest prompt
// → checkout as a guest (§5 guest contact) → cash on delivery → the guest order-placed dialog →
// the tracking drawer (§4 timeline) while the dispatcher delivers (webServer ORDER_STEP_SECONDS).

// Open round the clock in the seed, so the order is for now whatever time the suite runs.
const STORE = '/store/woodlands-hawker-corner';

test('a guest orders a dish with a size and an add-on, pays cash on delivery and watches it arrive on the map', async ({
	page,
	context,
	baseURL,
}) => {
	test.setTimeout(180_000);
	await returningShopper(context, baseURL ?? '', WOODLANDS, FOOD);
	await page.goto(STORE, { waitUntil: 'networkidle' });

	// The card's add button opens the choices for a dish with options (spec §4 add button).
	const card = page
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name: 'Roasted Chicken Rice', exact: true }) })
		.first();
	await card.hover();
	await card.getByRole('button', { name: 'Add to cart' }).click();
	const dialog = page.getByRole('dialog', { name: /Roasted Chicken Rice/ });
	await expect(dialog).toBeVisible();
	await dialog.getByRole('radio', { name: /Large/ }).check();
	await dialog.getByRole('checkbox', { name: /Braised egg/ }).check();
	// Two plates: over the stall's minimum order.
	await dialog.getByRole('button', { name: 'Increase quantity' }).click();
	await dialog.getByRole('button', { name: 'Add to Cart' }).click();
	await expect(page.getByText('Item added to cart')).toBeVisible();
	await expect(dialog).toBeHidden();

	// The cart drawer: one line, and checking out as a guest.
	const header = page.getByRole('banner');
	await header.getByRole('button', { name: /^Cart/ }).click();
	const drawer = page.getByRole('dialog', { name: 'Cart' });
	await expect(drawer.getByText('Roasted Chicken Rice')).toBeVisible();
	await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
	const prompt = page.getByRole('dialog', {
		name: 'Do you want to login or continue as a guest?',
	});
	await prompt.getByRole('button', { name: 'Guest' }).click();
	await expect(page).toHaveURL(/\/checkout\?page=cart$/);

	// Checkout: the address comes from the header's location; the guest gives a contact.
	const summary = page.getByRole('complementary', { name: 'Order Summary' });
	await expect(summary.getByText('Roasted Chicken Rice')).toBeVisible();
	await expect(summary.getByText('Total', { exact: true })).toBeVisible();
	await page.getByLabel('Contact person name').fill('Siti Guest');
	await page.getByLabel('Contact person number').fill('+6581112222');
	await page.getByLabel('Email', { exact: true }).fill('siti.guest@example.com');
	await page.getByRole('radio', { name: 'Cash on delivery' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();

	// The guest's order-placed dialog, then the tracking drawer.
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 15_000 });
	const placed = page.getByRole('dialog', { name: 'Order Placed Successfully !' });
	await expect(placed).toBeVisible();
	await placed
		.getByRole('link', { name: 'Track Order' })
		.or(placed.getByRole('button', { name: 'Track Order' }))
		.click();
	const tracking = page.getByRole('dialog', { name: 'Track Order' });
	await expect(tracking).toBeVisible();
	await expect(tracking.locator('[data-ready="true"]')).toBeVisible();
	// The rider appears on the map on the way, and the timeline reaches Delivered.
	const delivered = tracking.getByRole('listitem').filter({ hasText: 'Delivered' });
	await expect(delivered).toHaveAttribute('aria-current', 'step', { timeout: 120_000 });
	await expect(tracking.locator('.track-destination')).toBeAttached();
	await expect(tracking.locator('.track-route')).toBeAttached();
});
