import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { WCAG } from './support/axe';
import { FOOD, ORCHARD, returningShopper } from './support/shopper';

// spec §2 "Cart, orders, other" (cart drawer, clear-cart dialog, login-or-guest prompt), §4 cart
// item, add button and cart drawer button, §5 cart limits and one store per cart, §8 success
// texts, §9 free-delivery progress and the leading zero: the browser cart of a food shopper.

const AH_SENG = '/store/ah-seng-chicken-rice'; // Chin Chow S$2.00, no variations
const ANANDAM = '/store/anandam-vegetarian-kitchen'; // Fresh Coconut S$4.40, no variations

async function expectAccessible(page: Page, selector: string): Promise<void> {
	await page.evaluate(() => document.querySelector('astro-dev-toolbar')?.remove()); // dev servers
	const results = await new AxeBuilder({ page }).withTags(WCAG).include(selector).analyze();
	expect(
		results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
	).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
	test.slow(); // each journey visits a page or two and waits for several API calls
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
});

function itemCard(page: Page, name: string) {
	return page
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name, exact: true }) })
		.first();
}

/** Opens a store page once its card script is running (a dev server may take a while). */
async function visit(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.waitForFunction(() => '__cardActions' in window, null, { timeout: 30_000 });
}

async function addFromCard(page: Page, name: string): Promise<void> {
	const card = itemCard(page, name);
	await card.hover();
	await card.getByRole('button', { name: 'Add to cart' }).click();
}

function cartDrawer(page: Page) {
	return page.getByRole('dialog', { name: 'Cart', exact: true });
}

async function openCart(page: Page) {
	// Toasts sit over the header's end for a few seconds: dismiss them first.
	for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all())
		await dismiss.click({ timeout: 1_000 }).catch(() => {});
	await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
	const drawer = cartDrawer(page);
	await expect(drawer).toBeVisible({ timeout: 15_000 }); // the drawer loads on first open
	return drawer;
}

test('a shopper adds an item from a card and sees it in the cart drawer with the right subtotal', async ({
	page,
}) => {
	await visit(page, AH_SENG);
	await addFromCard(page, 'Chin Chow');
	await expect(page.getByText('Item added to cart')).toBeVisible({ timeout: 15_000 });

	// The card now shows a stepper with a leading zero instead of the add button.
	const card = itemCard(page, 'Chin Chow');
	const stepper = card.getByRole('group', { name: 'Quantity of Chin Chow' });
	await expect(stepper).toContainText('01');
	await expect(card.getByRole('button', { name: 'Add to cart' })).toBeHidden();
	await stepper.getByRole('button', { name: 'Increase quantity' }).click();
	await expect(stepper).toContainText('02');
	await expect(
		page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' }),
	).toBeVisible();

	const drawer = await openCart(page);
	const line = drawer.getByRole('listitem').filter({ hasText: 'Chin Chow' });
	await expect(line).toContainText('S$4.00');
	await expect(line.getByRole('group', { name: 'Quantity of Chin Chow' })).toContainText('02');
	await line.getByRole('button', { name: 'Increase quantity' }).click();
	await expect(line).toContainText('03');
	await expect(line).toContainText('S$6.00');
	await expect(drawer.getByText('Subtotal')).toBeVisible();
	await expect(drawer.locator('.cart-subtotal')).toContainText('S$6.00');
	// spec §9: free delivery over S$50 in the demo configuration.
	await expect(drawer.getByText('Add S$44.00 more to get free delivery')).toBeVisible();
	await expect(drawer.getByRole('progressbar', { name: /free delivery/ })).toHaveAttribute(
		'value',
		'12',
	);
	await expectAccessible(page, '#cart-drawer');

	await drawer.getByRole('button', { name: 'Close' }).click();
	await expect(drawer).toBeHidden();
	await expect(stepper).toContainText('03');
});

test("adding another store's item clears the cart after confirmation", async ({ page }) => {
	await visit(page, AH_SENG);
	await addFromCard(page, 'Chin Chow');
	await expect(page.getByText('Item added to cart')).toBeVisible({ timeout: 15_000 });

	await visit(page, ANANDAM);
	await addFromCard(page, 'Fresh Coconut');
	const dialog = page.getByRole('dialog', { name: 'Clear your cart?' });
	await expect(dialog).toBeVisible({ timeout: 15_000 });
	await expectAccessible(page, '#clear-cart-dialog');
	await dialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(dialog).toBeHidden();
	let drawer = await openCart(page);
	await expect(drawer.getByRole('listitem')).toHaveCount(1);
	await expect(drawer.getByRole('listitem')).toContainText('Chin Chow');
	await drawer.getByRole('button', { name: 'Close' }).click();

	await addFromCard(page, 'Fresh Coconut');
	await dialog.getByRole('button', { name: 'Clear Cart' }).click();
	await expect(
		page.getByText('Your cart has been cleared successfully. And selected item added to the cart.'),
	).toBeVisible();
	drawer = await openCart(page);
	await expect(drawer.getByRole('listitem')).toHaveCount(1);
	await expect(drawer.getByRole('listitem')).toContainText('Fresh Coconut');
	await expect(drawer.locator('.cart-subtotal')).toContainText('S$4.40');
});

test("the last unit's minus removes the line", async ({ page }) => {
	await visit(page, AH_SENG);
	await addFromCard(page, 'Chin Chow');
	const card = itemCard(page, 'Chin Chow');
	const stepper = card.getByRole('group', { name: 'Quantity of Chin Chow' });
	await expect(stepper).toContainText('01', { timeout: 15_000 });

	// On the card: decrement at 1 removes the line and brings the add button back.
	await stepper.getByRole('button', { name: 'Remove from cart' }).click();
	await expect(page.getByText('Removed from cart.')).toBeVisible();
	await expect(stepper).toBeHidden();
	await expect(card.getByRole('button', { name: 'Add to cart' })).toBeAttached();

	// In the drawer: at 1 the minus becomes delete.
	await addFromCard(page, 'Chin Chow');
	await expect(stepper).toContainText('01');
	const drawer = await openCart(page);
	const line = drawer.getByRole('listitem').filter({ hasText: 'Chin Chow' });
	await line.getByRole('button', { name: 'Remove from cart' }).click();
	await expect(page.getByText('Cart item remove successfully')).toBeVisible();
	await expect(drawer.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
	await expect(drawer.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
		'href',
		'/home',
	);
});

test('a guest checking out is asked to log in or continue as a guest', async ({ page }) => {
	await visit(page, AH_SENG);
	await addFromCard(page, 'Chin Chow');
	await expect(page.getByText('Item added to cart')).toBeVisible({ timeout: 15_000 });

	const drawer = await openCart(page);
	await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
	const prompt = page.getByRole('dialog', {
		name: 'Do you want to login or continue as a guest?',
	});
	await expect(prompt).toBeVisible();
	await expect(prompt).toContainText('order history');
	await expectAccessible(page, '#guest-prompt');
	await expect(prompt.getByRole('link', { name: 'Login' })).toHaveAttribute(
		'href',
		`/auth/sign-in?from=${encodeURIComponent('/checkout?page=cart')}`,
	);
	await expect(prompt.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
		'href',
		'/auth/sign-up',
	);
	await prompt.getByRole('button', { name: 'Guest' }).click();
	await expect(page).toHaveURL(/\/checkout\?page=cart$/);
	expect(await page.evaluate(() => localStorage.getItem('guest_id'))).toMatch(/^\d+$/);
});
