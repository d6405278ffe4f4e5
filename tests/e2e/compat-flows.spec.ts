import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings } from './support/axe';
import { answerReviewPromptLater, newCustomer, signedIn } from './support/customer';
import { ALL_DAY_GROCERY, fillGroceryCart, placeGroceryOrder } from './support/orders';
import { GROCERY, islandsHydrated, returningShopper } from './support/shopper';

// Issue 19, the three flows every 6amMart client has: offline payment (contract §1.4, §8.4),
// refunds (§8.4, §10.1) and account recovery (§5), in our storefront. Orders move every 2 s here.

const API = '/api/v1';
/** A 2×2 PNG: the photo a shopper attaches to a refund request. */
const PHOTO = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
	'base64',
);

async function expectAccessible(page: Page, include = 'main'): Promise<void> {
	expect(await axeFindings(page, include)).toEqual([]);
}

async function trackedOrder(request: APIRequestContext, token: string, orderId: number) {
	const res = await request.get(`${API}/customer/order/track?order_id=${orderId}`, {
		headers: { Authorization: `Bearer ${token}` },
	});
	return res.json();
}

async function walletBalance(request: APIRequestContext, token: string): Promise<number> {
	const res = await request.get(`${API}/customer/info`, {
		headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' },
	});
	return Number((await res.json()).wallet_balance);
}

test('a customer pays by bank transfer and sees the store verify the payment', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	test.setTimeout(120_000);
	const { token } = await newCustomer(request, 'Nur Aisyah');
	const auth = { Authorization: `Bearer ${token}` };
	const { location } = ALL_DAY_GROCERY;
	const saved = await request.post(`${API}/customer/address/add`, {
		headers: auth,
		data: {
			contact_person_name: 'Nur Aisyah',
			contact_person_number: '+6591112222',
			address_type: 'home',
			address: location.address,
			latitude: location.lat,
			longitude: location.lng,
		},
	});
	expect(saved.ok(), await saved.text()).toBe(true);
	await fillGroceryCart(request, { token });
	await returningShopper(context, baseURL ?? '', location, GROCERY);
	await signedIn(context, token);
	await answerReviewPromptLater(page);

	await page.goto('/checkout?page=cart');
	await page.getByRole('radio', { name: new RegExp(location.address.slice(0, 12)) }).check();
	await page.getByRole('radio', { name: 'Offline payment' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page.getByText('Please choose how you will pay.')).toBeVisible();

	await page.getByRole('radio', { name: 'Bank transfer' }).check();
	await expect(page.getByText('DBS Bank')).toBeVisible();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page.getByText('This field is required.')).toHaveCount(2);
	await expectAccessible(page);

	await page.getByLabel('Transaction reference').fill('DBS-2026-1121');
	await page.getByLabel('Account holder name').fill('Nur Aisyah');
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=success$/, { timeout: 30_000 });
	const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
	const sent = await trackedOrder(request, token, orderId);
	expect(sent.offline_payment.input).toEqual([
		{ user_input: 'transaction_reference', user_data: 'DBS-2026-1121' },
		{ user_input: 'account_holder_name', user_data: 'Nur Aisyah' },
	]);

	await page.goto(`/order-details/${orderId}`);
	const payment = page.getByRole('region', { name: 'Offline payment' });
	await expect(payment.getByText('DBS-2026-1121')).toBeVisible({ timeout: 30_000 });
	// The demo store looks at it one step later; the page follows the order's live status.
	await expect(payment.getByText('Payment verified')).toBeVisible({ timeout: 60_000 });
	await expectAccessible(page);
});

test('a customer asks for a refund of a delivered order and gets it back in the wallet', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	test.setTimeout(150_000);
	const { token } = await newCustomer(request, 'Ravi Kumar');
	await fillGroceryCart(request, { token });
	const placed = await placeGroceryOrder(
		request,
		{ token },
		{
			paymentMethod: 'cash_on_delivery',
			contactName: 'Ravi Kumar',
			contactPhone: '+6593334444',
			idempotencyKey: `refund-${Date.now()}`,
		},
	);
	await expect
		.poll(async () => (await trackedOrder(request, token, placed.orderId)).order_status, {
			timeout: 90_000,
			intervals: [1000],
		})
		.toBe('delivered');
	const before = await walletBalance(request, token);
	await returningShopper(context, baseURL ?? '', ALL_DAY_GROCERY.location, GROCERY);
	await signedIn(context, token);
	await answerReviewPromptLater(page);

	await page.goto(`/order-details/${placed.orderId}`);
	await islandsHydrated(page);
	await page.getByRole('button', { name: 'Request refund' }).click();
	const dialog = page.getByRole('dialog', { name: 'Request a refund' });
	await dialog.getByRole('button', { name: 'Submit' }).click();
	await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
	await dialog.getByLabel('Note').fill('Two eggs were broken');
	await expectAccessible(page, 'dialog[open]');
	await dialog.getByLabel('Reason').selectOption('Item arrived damaged');
	await dialog.getByLabel('Photos (optional)').setInputFiles({
		name: 'eggs.png',
		mimeType: 'image/png',
		buffer: PHOTO,
	});
	await dialog.getByRole('button', { name: 'Submit' }).click();
	await expect(page.getByText('Refund request submitted successfully')).toBeVisible();

	const refund = page.getByRole('region', { name: 'Refund' });
	await expect(refund.getByRole('img', { name: 'Refund photo 1' })).toBeVisible({
		timeout: 30_000,
	});
	await expect(refund.getByText('Refund approved')).toBeVisible({ timeout: 60_000 });
	await expect(refund.getByText(/has been added to your wallet/)).toBeVisible();
	await expectAccessible(page);
	const after = await walletBalance(request, token);
	const order = await trackedOrder(request, token, placed.orderId);
	expect(order.order_status).toBe('refunded');
	expect(after).toBeCloseTo(before + order.refund.refund_amount, 2);
	await expect(page.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
});

test('a customer who forgot the password sets a new one with the code from the demo outbox', async ({
	page,
	request,
}) => {
	test.setTimeout(120_000);
	const { phone } = await newCustomer(request, 'Lim Wei');
	const stranger = `+659${String(Date.now() % 10_000_000).padStart(7, '0')}`;
	const sentTo = async (who: string) =>
		(await request.post(`${API}/auth/forgot-password`, { data: { phone: who } })).json();
	// The same answer whether or not an account has the phone.
	expect(await sentTo(stranger)).toEqual(await sentTo(phone));

	await page.goto('/auth/sign-in');
	await page.getByRole('link', { name: 'Forgot password?' }).click();
	await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
	await expectAccessible(page);
	await page.getByLabel('Phone or email').fill(phone);
	await page.getByRole('button', { name: 'Send code' }).click();
	await expect(page).toHaveURL(/\/auth\/reset-password\?to=/);
	await expect(page.getByText(/a 6-digit code is on its way/)).toBeVisible();
	await expectAccessible(page);

	const outbox = page.getByRole('link', { name: 'Open the demo outbox' });
	const outboxPage = await page.context().newPage();
	await outboxPage.goto((await outbox.getAttribute('href')) ?? '');
	await expect(outboxPage.getByRole('heading', { name: 'Demo outbox' })).toBeVisible();
	await expect(outboxPage.getByText(/exists only in this demo/)).toBeVisible();
	await expectAccessible(outboxPage);
	const message = await outboxPage
		.getByText(/Your Kampung Mart code is \d{6}/)
		.first()
		.textContent();
	const code = /(\d{6})/.exec(message ?? '')?.[1] ?? '';
	await outboxPage.close();

	await page.getByLabel('Code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
	await page.getByRole('button', { name: 'Verify' }).click();
	await expect(
		page.getByRole('alert').getByText('The code is wrong or has expired.'),
	).toBeVisible();
	await page.getByLabel('Code').fill(code);
	await page.getByRole('button', { name: 'Verify' }).click();
	await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
	await page.getByLabel('New password', { exact: true }).fill('a-fresh-secret');
	await page.getByLabel('Confirm password').fill('a-fresh-secret');
	await page.getByRole('button', { name: 'Reset password' }).click();

	await expect(page).toHaveURL(/\/auth\/sign-in$/);
	await expect(
		page.getByText('Your password has been changed. Sign in with your new password.'),
	).toBeVisible();
	await page.getByLabel('Phone or email').fill(phone);
	await page.getByLabel('Password', { exact: true }).fill('a-fresh-secret');
	await page.getByRole('button', { name: 'Sign In' }).click();
	// Signed in: the token is kept and the sign-in page is left.
	await expect(page).not.toHaveURL(/\/auth\/sign-in/, { timeout: 30_000 });
	expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('the recovery pages read well in Bahasa Indonesia and in the dark', async ({
	page,
	context,
	baseURL,
}) => {
	await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }]);
	for (const path of [
		'/id/auth/sign-in',
		'/id/auth/forgot-password',
		'/id/auth/reset-password?to=%2B6591234567',
		'/id/demo-outbox?to=%2B6591234567',
	]) {
		await page.goto(path);
		await expect(page.locator('html')).toHaveAttribute('lang', 'id');
		await expectAccessible(page);
	}
	await expect(page.getByRole('heading', { name: 'Kotak keluar demo' })).toBeVisible();
});
