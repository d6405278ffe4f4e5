import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FOOD, ORCHARD, returningShopper } from './support/shopper';

// spec §2 /auth/sign-in, /auth/sign-up and the welcome modal; §4 signed in; §5 validation texts;
// §8 'Sign in successfully.', 'Signup successfully.'; contract §5.2 the guest cart moves on sign-in

const DEMO = { phone: '+65 9123 4567', password: 'password123' };

/** A phone nobody has used yet, so every run signs up afresh. */
function freshPhone(): string {
	return `+659${String(Date.now() % 10_000_000).padStart(7, '0')}${Math.floor(Math.random() * 10)}`;
}

/** A customer created through the API, for journeys that start at sign-in. */
async function accountViaApi(
	request: APIRequestContext,
): Promise<{ phone: string; password: string }> {
	const phone = freshPhone();
	const password = 'a-long-secret';
	const res = await request.post('/api/v1/auth/sign-up', {
		data: {
			f_name: 'Lim',
			l_name: 'Wei Jie',
			phone,
			email: `${phone.slice(1)}@example.com`,
			password,
		},
	});
	expect(res.status()).toBe(200);
	return { phone, password };
}

/** A page after a navigation may still be loading its scripts (the header, the toasts). */
const SETTLE = { timeout: 15_000 };

const toast = (page: Page, text: string) =>
	page.getByRole('region', { name: 'Notifications' }).getByText(text);
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign In' });

test('a shopper signs up and sees the welcome modal', async ({ page, context, baseURL }) => {
	test.setTimeout(60_000); // three submissions, then the home page
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/auth/sign-up');
	await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

	// spec §5: what an empty form says, next to each field.
	await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
	for (const text of [
		'name is required',
		'last name required',
		'phone number required',
		'Email is required',
	])
		await expect(page.getByText(text, { exact: true })).toBeVisible();
	await expect(page.getByLabel('First name')).toBeFocused();
	// WCAG 2.2 AA with the errors showing.
	const audit = await new AxeBuilder({ page })
		.include('main')
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
		.analyze();
	expect(audit.violations.map((v) => v.id)).toEqual([]);

	const phone = freshPhone();
	await page.getByLabel('First name').fill('Mei Ling');
	await page.getByLabel('Last name').fill('Tan');
	await page.getByLabel('Phone').fill(phone);
	await page.getByLabel('Email', { exact: true }).fill('mei-ling@');
	await page.getByLabel('Password', { exact: true }).fill('short');
	await page.getByLabel('Confirm password').fill('different');
	await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
	await expect(page.getByText('Must be a valid email')).toBeVisible();
	await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
	await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

	await page.getByLabel('Email', { exact: true }).fill(`mei.${phone.slice(1)}@example.com`);
	await page.getByLabel('Password', { exact: true }).fill('a-long-secret');
	await page.getByLabel('Confirm password').fill('a-long-secret');
	await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

	const welcome = page.getByRole('dialog', { name: 'Welcome to Kampung Mart!' });
	await expect(welcome).toBeVisible();
	await expect(
		welcome.getByText(
			'Get ready for a special welcome gift, enjoy a special discount on your first order within 7 days.',
		),
	).toBeVisible();
	await expect(welcome.getByText('Start exploring the best services around you.')).toBeVisible();
	await welcome.getByRole('button', { name: 'Let’s go' }).click();

	// The toast is on screen for 2.5 s after the page loads: looked for before the URL.
	await expect(toast(page, 'Signup successfully.')).toBeVisible(SETTLE);
	await expect(page).toHaveURL(/\/home$/, SETTLE);
	await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible(
		SETTLE,
	);
	expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^\S{20,}$/);
});

test('a returning shopper signs in with the demo account and lands back where they came from', async ({
	page,
	context,
	baseURL,
}) => {
	test.setTimeout(60_000); // sign-in, the page they came from, then home
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto(`/auth/sign-in?from=${encodeURIComponent('/categories?module_id=1')}`);
	// The way to an account keeps where they came from.
	await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
		'href',
		'/auth/sign-up?from=%2Fcategories%3Fmodule_id%3D1',
	);
	await page.getByLabel('Phone or email').fill(DEMO.phone);
	await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
	await signInForm(page).getByRole('button', { name: 'Sign In' }).click();

	await expect(toast(page, 'Sign in successfully.')).toBeVisible(SETTLE);
	await expect(page).toHaveURL(/\/categories\?module_id=1$/);
	await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible(
		SETTLE,
	);

	// Signed in, the sign-in page has nothing to offer: /home instead.
	await page.goto('/auth/sign-in', { waitUntil: 'commit' });
	await expect(page).toHaveURL(/\/home$/, SETTLE);
});

test('wrong password keeps the typed phone and says why', async ({ page, request }) => {
	const { phone } = await accountViaApi(request);
	await page.goto('/auth/sign-in');
	await page.getByLabel('Phone or email').fill(phone);
	await page.getByLabel('Password', { exact: true }).fill('not-the-password');
	await signInForm(page).getByRole('button', { name: 'Sign In' }).click();

	await expect(signInForm(page).getByRole('alert')).toHaveText('User credential does not match');
	await expect(toast(page, 'User credential does not match')).toBeVisible();
	await expect(page.getByLabel('Phone or email')).toHaveValue(phone);
	await expect(page).toHaveURL(/\/auth\/sign-in$/);
	expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a shopper who keeps guessing the password is told to wait', async ({ page, request }) => {
	const { phone } = await accountViaApi(request);
	await page.goto('/auth/sign-in');
	await page.getByLabel('Phone or email').fill(phone);
	await page.getByLabel('Password', { exact: true }).fill('another-guess');
	// Wrong guesses from this address: after five, the account makes this address wait a few
	// seconds more after each failure (ADR 015), so the next try is refused at once.
	let refused = false;
	for (let i = 0; i < 10 && !refused; i++) {
		const res = await request.post('/api/v1/auth/login', {
			data: {
				login_type: 'manual',
				email_or_phone: phone,
				field_type: 'phone',
				password: `guess-${i}`,
			},
		});
		expect([401, 429]).toContain(res.status());
		refused = res.status() === 429;
	}
	expect(refused).toBe(true);
	await signInForm(page).getByRole('button', { name: 'Sign In' }).click();
	await expect(signInForm(page).getByRole('alert')).toHaveText(
		'Too many attempts. Please try again later.',
	);
	await expect(page.getByLabel('Phone or email')).toHaveValue(phone);
});

test('a guest’s cart survives signing in', async ({ page, context, baseURL, request }) => {
	test.setTimeout(60_000); // two pages with the header's counts and a sign-in
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	const { phone, password } = await accountViaApi(request);
	const guest = await request.post('/api/v1/auth/guest/request');
	const { guest_id: guestId } = (await guest.json()) as { guest_id: number };
	const headers = { moduleId: String(FOOD.id), zoneId: JSON.stringify(ORCHARD.zoneIds) };

	// A dish without choices goes into the guest's cart.
	const popular = await request.get('/api/v1/items/popular?type=all&limit=30&offset=1', {
		headers,
	});
	const { products } = (await popular.json()) as {
		products: { id: number; food_variations: unknown }[];
	};
	const plain = products.filter(
		(p) => !Array.isArray(p.food_variations) || p.food_variations.length === 0,
	);
	let added = false;
	for (const item of plain) {
		const res = await request.post('/api/v1/customer/cart/add', {
			headers,
			data: {
				guest_id: guestId,
				item_id: item.id,
				model: 'Item',
				quantity: 1,
				variation: [],
				add_on_ids: [],
				add_on_qtys: [],
			},
		});
		if (res.ok()) {
			added = true;
			break;
		}
	}
	expect(added).toBe(true);

	await context.addInitScript((id) => localStorage.setItem('guest_id', id), String(guestId));
	await page.goto('/categories');
	const cart = page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' });
	await expect(cart).toBeVisible(SETTLE);

	await page.goto(`/auth/sign-in?from=${encodeURIComponent('/categories')}`);
	await page.getByLabel('Phone or email').fill(phone);
	await page.getByLabel('Password', { exact: true }).fill(password);
	await signInForm(page).getByRole('button', { name: 'Sign In' }).click();

	await expect(page).toHaveURL(/\/categories$/, SETTLE);
	await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible(
		SETTLE,
	);
	await expect(cart).toBeVisible(SETTLE);
});
