import {
	type APIRequestContext,
	type BrowserContext,
	expect,
	type Page,
	test,
} from '@playwright/test';
import { newCustomer, signedIn } from './support/customer';
import { fillGroceryCart, placeGroceryOrder } from './support/orders';

// spec §2 (order failure screen, guest order-placed dialog, tracking drawer, track order), §4
// (failed payment: the dialog after 500 ms; the tracking timeline; polling stops once delivered),
// §5 track order validation ('Need a order id', 'Need a contact number'), §8 'Order not found'.
// Orders are placed through the API (commerce contract 1); the dev server runs the dispatcher
// with ORDER_STEP_SECONDS=1 so an order is delivered within seconds.

const PHONE = '+6598765432';

interface GuestOrder {
	guestId: string;
	orderId: number;
	paymentToken: string;
}

/** A guest with one order placed through the API, at the grocery open round the clock. */
async function placeGuestOrder(
	request: APIRequestContext,
	paymentMethod: 'cash_on_delivery' | 'digital_payment',
): Promise<GuestOrder> {
	const guest = await request.post('/api/v1/auth/guest/request', { data: {} });
	const guestId = String(((await guest.json()) as { guest_id: number }).guest_id);
	await fillGroceryCart(request, { guestId });
	const { orderId, paymentToken } = await placeGroceryOrder(
		request,
		{ guestId },
		{
			paymentMethod,
			contactName: 'Ana Guest',
			contactPhone: PHONE,
			contactEmail: 'ana@example.test',
			idempotencyKey: `orders-e2e-${guestId}`,
		},
	);
	return { guestId, orderId, paymentToken };
}

/** This browser is the guest who placed the order (as checkout leaves it). */
async function asGuest(context: BrowserContext, order: GuestOrder): Promise<void> {
	await context.addInitScript(
		({ guestId, orderId, phone }) => {
			localStorage.setItem('guest_id', guestId);
			sessionStorage.setItem(
				'last_guest_order',
				JSON.stringify({ order_id: orderId, contact_number: phone }),
			);
		},
		{ ...order, phone: PHONE },
	);
}

function trackingDrawer(page: Page) {
	return page.getByRole('dialog', { name: 'Track Order' });
}

test('a guest tracks an order by id and phone', async ({ page, request }) => {
	const { orderId } = await placeGuestOrder(request, 'cash_on_delivery');
	await page.goto('/track-order');
	await expect(page.getByRole('heading', { level: 1, name: 'Track Order' })).toBeVisible();

	// spec §5: both fields are required of a guest.
	await page.getByRole('button', { name: 'Track Order' }).click();
	await expect(page.getByText('Need a order id')).toBeVisible();
	await expect(page.getByText('Need a contact number')).toBeVisible();
	await expect(page.getByLabel('Order ID')).toBeFocused();

	await page.getByLabel('Order ID').fill(String(orderId));
	await page.getByLabel('Contact Number').fill(PHONE);
	await page.getByRole('button', { name: 'Track Order' }).click();

	const drawer = trackingDrawer(page);
	await expect(drawer).toBeVisible();
	await expect(drawer.getByText(`Order ID #${orderId}`)).toBeVisible();
	const steps = drawer.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
	await expect(steps).toHaveText([/Order Placed/, /Order Confirmed/, /On the Way/, /Delivered/]);
	// 'D MMM, h:mm A' (spec §4)
	await expect(steps.first().locator('time')).toHaveText(
		/^\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [AP]M$/,
	);
	await expect(drawer.getByRole('heading', { name: 'Sender' })).toBeVisible();
	await expect(drawer.getByRole('heading', { name: 'Receiver' })).toBeVisible();
	await expect(drawer.getByText('Ana Guest')).toBeVisible();
	await expect(drawer.getByText(/^S\$\d+\.\d{2}$/)).toBeVisible();
	// A guest sees no delivery-person block (spec §5).
	await expect(drawer.getByRole('heading', { name: 'Delivery Man' })).toHaveCount(0);
	await expect(drawer.getByRole('region', { name: 'Map of your delivery' })).toHaveAttribute(
		'data-ready',
		'true',
	);

	await drawer.getByRole('button', { name: 'Close' }).click();
	await expect(drawer).toBeHidden();
	await expect(page.getByLabel('Order ID')).toHaveValue(String(orderId));
});

test('a wrong phone says Order not found', async ({ page, request }) => {
	const { orderId } = await placeGuestOrder(request, 'cash_on_delivery');
	await page.goto('/track-order');
	await page.getByLabel('Order ID').fill(String(orderId));
	await page.getByLabel('Contact Number').fill('+6500000000');
	await page.getByRole('button', { name: 'Track Order' }).click();
	const drawer = trackingDrawer(page);
	await expect(drawer.getByRole('alert')).toHaveText('Order not found');
	await expect(drawer.getByText(`Order ID #${orderId}`)).toHaveCount(0);
});

test('a digital payment fails and the shopper switches to cash on delivery', async ({
	page,
	context,
	request,
}) => {
	const order = await placeGuestOrder(request, 'digital_payment');
	await asGuest(context, order);
	const payment = new URLSearchParams({
		order_id: String(order.orderId),
		customer_id: order.guestId,
		payment_method: 'demo_pay',
		payment_platform: 'web',
		callback: `/order?order_id=${order.orderId}`,
		payment_token: order.paymentToken,
	});
	await page.goto(`/payment-mobile?${payment}`);
	await page.getByRole('button', { name: 'Fail' }).click();

	await expect(page).toHaveURL(/\/order\?order_id=\d+&flag=fail/, { timeout: 15_000 });
	await expect(page.getByRole('heading', { name: 'Order Place Failed' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
	const question = page.getByRole('dialog', { name: 'Are you agree with this order fail?' });
	await expect(question).toBeVisible({ timeout: 15_000 }); // 500 ms after the screen (spec §9)
	await expect(question.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
	await question.getByRole('button', { name: 'Switch to Cash On Delivery' }).click();

	await expect(page.getByText('Payment method updated')).toBeVisible();
	const placed = page.getByRole('dialog', { name: 'Order Placed Successfully !' });
	await expect(placed).toBeVisible();
	await expect(placed.getByText(`#${order.orderId}`)).toBeVisible();
	await expect(placed.getByText('Keep your order id and phone number')).toBeVisible();

	const tracked = await request.get(
		`/api/v1/customer/order/track?order_id=${order.orderId}&guest_id=${order.guestId}&contact_number=${encodeURIComponent(PHONE)}`,
	);
	expect(await tracked.json()).toMatchObject({ payment_method: 'cash_on_delivery' });

	// Track Order opens the drawer for this guest's order.
	await placed.getByRole('link', { name: 'Track Order' }).click();
	await expect(trackingDrawer(page).getByText(`Order ID #${order.orderId}`)).toBeVisible();
});

test('the tracking drawer shows Delivered and stops polling', async ({
	page,
	context,
	request,
}) => {
	test.setTimeout(120_000);
	const order = await placeGuestOrder(request, 'cash_on_delivery');
	await asGuest(context, order);
	let tracks = 0;
	page.on('request', (r) => {
		if (r.url().includes('/api/v1/customer/order/track')) tracks += 1;
	});
	// The guest's own last order: the track page fills the phone in and opens the drawer.
	await page.goto(`/track-order/${order.orderId}`);
	const drawer = trackingDrawer(page);
	await expect(drawer).toBeVisible();
	const delivered = drawer.getByRole('listitem').filter({ hasText: 'Delivered' });
	// Polled every 10 s (spec §9): the dispatcher delivers within a few seconds.
	await expect(delivered).toHaveAttribute('aria-current', 'step', { timeout: 60_000 });
	await expect(delivered.locator('time')).toHaveText(/[AP]M$/);
	await expect(drawer.getByText('Delivered', { exact: true }).first()).toBeVisible();

	const afterDelivered = tracks;
	await page.waitForTimeout(12_000);
	expect(tracks).toBe(afterDelivered);

	// Closing clears the drawer; opening again asks afresh.
	await drawer.getByRole('button', { name: 'Close' }).click();
	await expect(drawer).toBeHidden();
	await page.getByRole('button', { name: 'Track Order' }).click();
	await expect(drawer.getByText(`Order ID #${order.orderId}`)).toBeVisible();
	expect(tracks).toBe(afterDelivered + 1);
});

test('a signed-in shopper finds a running order in My Orders and cancels it with a reason', async ({
	page,
	context,
	request,
}) => {
	test.setTimeout(90_000);
	const customer = await newCustomer(request, 'Nur Aisyah');
	await signedIn(context, customer.token);
	// An unpaid digital payment stays pending (cancellable) until it is paid.
	await fillGroceryCart(request, { token: customer.token });
	const { orderId } = await placeGroceryOrder(
		request,
		{ token: customer.token },
		{
			paymentMethod: 'digital_payment',
			contactName: 'Nur Aisyah',
			contactPhone: customer.phone,
			idempotencyKey: `orders-cancel-${customer.phone}`,
		},
	);

	await page.goto('/my-orders');
	const running = page.getByRole('list', { name: 'Running' });
	const row = running.getByRole('listitem').filter({ hasText: `Order ID #${orderId}` });
	await expect(row).toBeVisible();
	await expect(row.getByText('Pending')).toBeVisible();
	await row.getByRole('link', { name: new RegExp(`Order ID #${orderId}`) }).click();

	await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}$`));
	await expect(page.getByRole('heading', { name: `Order ID #${orderId}` })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
	await page.getByRole('button', { name: 'Cancel Order' }).click();

	const dialog = page.getByRole('dialog', { name: "What's Wrong With This Order?" });
	await expect(dialog).toBeVisible();
	await expect(dialog.getByRole('radio').first()).toBeVisible();
	await dialog.getByRole('button', { name: 'Submit' }).click();
	await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
	// Back keeps the order as it was.
	await dialog.getByRole('button', { name: 'Back' }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeFocused();

	await page.getByRole('button', { name: 'Cancel Order' }).click();
	await expect(dialog.getByText('Please choose a reason.')).toBeHidden();
	await dialog.getByRole('radio').first().check();
	await dialog.getByRole('button', { name: 'Submit' }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByText('Order canceled successfully')).toBeVisible();
	await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

	await page.goto('/my-orders?tab=history');
	await expect(
		page.getByRole('list', { name: 'History' }).getByText(`Order ID #${orderId}`),
	).toBeVisible();
});
