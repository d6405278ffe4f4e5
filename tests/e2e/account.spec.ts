import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { answerReviewPromptLater, newCustomer, signedIn } from './support/customer';
import { GROCERY, islandsHydrated, ORCHARD, returningShopper } from './support/shopper';

// Issue 16, spec §2 profile pages (/profile, /wallet, /coupons, /loyalty-points, /referral-code,
// /settings), §4 profile delete, §5 profile form, §8 texts; contract §6 and §9.

const SETTLE = { timeout: 20_000 };
const toast = (page: Page, text: string | RegExp) =>
	page.getByRole('region', { name: 'Notifications' }).getByText(text);
const DEMO = { phone: '+6591234567', password: 'password123' };

async function demoToken(request: APIRequestContext): Promise<string> {
	const res = await request.post('/api/v1/auth/login', {
		data: DEMO,
		headers: { 'X-Forwarded-For': `10.7.${Date.now() % 250}.9` },
	});
	expect(res.ok(), await res.text()).toBe(true);
	return (await res.json()).token;
}

const info = async (request: APIRequestContext, token: string) =>
	(
		await request.get('/api/v1/customer/info', {
			headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' },
		})
	).json();

test.describe('desktop journeys', () => {
	test.describe.configure({ timeout: 120_000 });
	test.skip(({ viewport }) => (viewport?.width ?? 0) < 1180, 'journeys run once, on desktop');

	test('a customer adds fund to the wallet: a failed payment adds nothing, a paid one adds it with the bonus', async ({
		page,
		context,
		request,
	}) => {
		const { token } = await newCustomer(request);
		await signedIn(context, token);
		await page.goto('/wallet');
		await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
		await expect(page.getByTestId('wallet-balance')).toHaveText('S$0.00', SETTLE);
		await expect(page.getByRole('heading', { name: 'Bonus offers' })).toBeVisible();
		expect(await axeFindings(page)).toEqual([]);

		await page.getByLabel('Amount').fill('40');
		await page.getByRole('button', { name: 'Add fund' }).click();
		await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible(SETTLE);
		await expect(page.getByRole('term').filter({ hasText: 'Add fund to wallet' })).toBeVisible();
		await page.getByRole('button', { name: 'Fail' }).click();
		await expect(toast(page, 'The payment failed. Nothing was added to your wallet.')).toBeVisible(
			SETTLE,
		);
		await expect(page.getByTestId('wallet-balance')).toHaveText('S$0.00');

		await page.getByLabel('Amount').fill('40');
		await page.getByRole('button', { name: 'Add fund' }).click();
		await expect(page.getByText('+S$4.00')).toBeVisible(SETTLE); // 10% bonus on S$30 or more
		await page.getByRole('button', { name: 'Pay' }).click();
		await expect(toast(page, 'Fund added successfully')).toBeVisible(SETTLE);
		await expect(page.getByTestId('wallet-balance')).toHaveText('S$44.00');
		await expect(page.getByRole('listitem').filter({ hasText: 'Add fund' })).toContainText(
			'+S$44.00',
		);
	});

	test('the demo customer converts loyalty points to wallet money', async ({
		page,
		context,
		request,
	}) => {
		const token = await demoToken(request);
		const before = await info(request, token);
		await signedIn(context, token);
		await page.goto('/loyalty-points');
		await expect(page.getByTestId('points-balance')).toHaveText(
			String(before.loyalty_point),
			SETTLE,
		);
		expect(await axeFindings(page)).toEqual([]);
		await page.getByLabel('Points to convert').fill('10');
		await page.getByRole('button', { name: 'Convert to wallet' }).click();
		await expect(page.getByRole('alert')).toHaveText('Enter at least 200 points');
		await page.getByLabel('Points to convert').fill('200');
		await page.getByRole('button', { name: 'Convert to wallet' }).click();
		await expect(toast(page, 'Point to wallet transfer successfully.')).toBeVisible(SETTLE);
		await expect(page.getByTestId('points-balance')).toHaveText(String(before.loyalty_point - 200));
		const after = await info(request, token);
		expect(after.wallet_balance).toBeCloseTo(before.wallet_balance + 2, 2);
	});

	test('a customer updates their profile, with the spec’s validation texts', async ({
		page,
		context,
		request,
	}) => {
		const { token, phone } = await newCustomer(request);
		await signedIn(context, token);
		await page.goto('/profile?page=profile-settings');
		const first = page.getByLabel('First name');
		await expect(first).toHaveValue('Siti', SETTLE);
		await expect(page.getByLabel('Phone')).toBeDisabled();
		await expect(page.getByLabel('Phone')).toHaveValue(phone);
		await expect(page.getByText('Not changeable')).toBeVisible();
		expect(await axeFindings(page)).toEqual([]);

		await first.fill('');
		await page.getByLabel('Email', { exact: true }).fill('not-an-email');
		await page.getByRole('button', { name: 'Update Profile' }).click();
		await expect(page.getByText('name is required')).toBeVisible();
		await expect(page.getByText('Must be a valid email')).toBeVisible();

		await first.fill('Nurul');
		await page.getByLabel('Email', { exact: true }).fill(`nurul${Date.now()}@example.test`);
		await page.getByRole('button', { name: 'Update Profile' }).click();
		await expect(toast(page, 'Updated successfully.')).toBeVisible(SETTLE);
		expect((await info(request, token)).f_name).toBe('Nurul');
	});

	test('a customer edits and deletes a saved address in the profile area', async ({
		page,
		context,
		request,
	}) => {
		const { token } = await newCustomer(request);
		const saved = await request.post('/api/v1/customer/address/add', {
			headers: { Authorization: `Bearer ${token}` },
			data: {
				address_type: 'home',
				address: '391 Orchard Road, Singapore 238872',
				latitude: 1.3048,
				longitude: 103.8318,
				contact_person_name: 'Siti Rahman',
				contact_person_number: '+6581234567',
			},
		});
		expect(saved.ok()).toBe(true);
		await signedIn(context, token);
		await page.goto('/profile?page=addresses');
		const row = page.getByRole('listitem').filter({ hasText: '391 Orchard Road' });
		await expect(row).toBeVisible(SETTLE);
		await row.getByRole('button', { name: 'Edit' }).click();
		const dialog = page.getByRole('dialog', { name: 'Edit' });
		await dialog.getByRole('radio', { name: 'Office' }).check();
		await dialog.getByRole('button', { name: 'Save', exact: true }).click();
		await expect(toast(page, 'Address saved')).toBeVisible(SETTLE);
		await expect(row).toContainText('Office');

		await row.getByRole('button', { name: 'Delete' }).click();
		const confirm = page.getByRole('dialog', {
			name: 'Are you sure you want to delete this address?',
		});
		await confirm.getByRole('button', { name: 'Delete' }).click();
		await expect(toast(page, 'Address deleted')).toBeVisible(SETTLE);
		await expect(
			page.getByText(
				'Oops, You don’t have any saved address yet. please save address to continue.',
			),
		).toBeVisible();
	});

	test('a customer copies a coupon code and the referral code', async ({
		page,
		context,
		request,
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		const { token } = await newCustomer(request);
		await signedIn(context, token);
		await page.goto('/coupons');
		const coupon = page.getByRole('listitem').getByRole('button').first();
		await expect(coupon).toBeVisible(SETTLE);
		const code = ((await coupon.getByTestId('coupon-code').textContent()) ?? '').trim();
		await coupon.click();
		await expect(coupon).toContainText(`Code ${code} has been copied`);
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
		await expect(coupon).not.toContainText('has been copied', { timeout: 5_000 });
		expect(await axeFindings(page)).toEqual([]);

		await page.goto('/referral-code');
		const referral = page.getByTestId('referral-code');
		await expect(referral).not.toHaveText('…', SETTLE);
		const mine = (await referral.textContent())?.trim() ?? '';
		await page.getByRole('button', { name: 'Copy', exact: true }).click();
		await expect(toast(page, 'Referral code copied')).toBeVisible();
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mine);
		await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
	});

	test('the demo customer orders a delivered order again: its lines go into the cart', async ({
		page,
		context,
		request,
		baseURL,
	}) => {
		const token = await demoToken(request);
		const list = await request.get('/api/v1/customer/order/list?limit=20&offset=1', {
			headers: { Authorization: `Bearer ${token}` },
		});
		const orders = (await list.json()).orders as { id: number; order_status: string }[];
		const delivered = orders.find((o) => o.order_status === 'delivered');
		expect(delivered, 'the demo customer has a delivered order').toBeDefined();
		await returningShopper(context, baseURL ?? '', ORCHARD, GROCERY);
		await signedIn(context, token);
		await answerReviewPromptLater(page);
		await page.goto(`/order-details/${delivered?.id}`);
		await islandsHydrated(page);
		await page.getByRole('button', { name: 'Order again' }).click(SETTLE);
		// Other journeys share the demo customer's server cart: when it holds another store's
		// lines, the shop asks first (spec §4), after it has looked the order's items up.
		const clear = page.getByRole('dialog', { name: 'Clear your cart?' });
		const cart = page.getByRole('dialog', { name: 'Cart', exact: true });
		await expect(clear.or(cart).first()).toBeVisible(SETTLE);
		if (await clear.isVisible()) await clear.getByRole('button', { name: 'Clear Cart' }).click();
		await expect(cart).toBeVisible(SETTLE);
		await expect(toast(page, /added to the cart at today’s prices/)).toBeVisible();
	});

	test('a customer deletes their account: the token stops working and the phone is free again', async ({
		page,
		context,
		request,
	}) => {
		const { token, phone } = await newCustomer(request);
		await signedIn(context, token);
		await page.goto('/profile?page=profile-settings');
		await page.getByRole('button', { name: 'Delete account' }).click(SETTLE);
		const dialog = page.getByRole('dialog', { name: 'Delete account' });
		await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
		await expect(toast(page, 'Account has been deleted')).toBeVisible(SETTLE);
		await expect(page).toHaveURL(/\/$/);
		expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('');
		const gone = await request.get('/api/v1/customer/info', {
			headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' },
		});
		expect(gone.status()).toBe(401);
		const again = await request.post('/api/v1/auth/sign-up', {
			data: { name: 'Siti Again', phone, password: 'kampung-secret' },
			headers: { 'X-Forwarded-For': `10.6.${Date.now() % 250}.3` },
		});
		expect(again.ok()).toBe(true);
	});
});

test('every profile-menu page opens for a signed-in customer, in both languages and themes', async ({
	page,
	context,
	request,
}) => {
	test.setTimeout(180_000);
	const { token } = await newCustomer(request);
	await signedIn(context, token);
	const pages: [string, string][] = [
		['/profile?page=profile-settings', 'Profile settings'],
		['/profile?page=addresses', 'Addresses'],
		['/profile?page=inbox', 'Inbox'],
		['/wallet', 'Wallet'],
		['/coupons', 'Coupons'],
		['/loyalty-points', 'Loyalty points'],
		['/referral-code', 'Referral code'],
		['/settings', 'Settings'],
	];
	for (const [path, heading] of pages) {
		const res = await page.goto(path);
		expect(res?.status(), path).toBe(200);
		await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
	}
	await page.goto('/id/wallet');
	await expect(page.getByRole('heading', { name: 'Dompet', level: 1 })).toBeVisible();
	await context.addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
	await page.goto('/settings');
	await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
	expect(await axeFindings(page)).toEqual([]);
});
