import { type APIRequestContext, expect, test } from '@playwright/test';
import { newCustomer } from './support/customer';
import { ALL_DAY_GROCERY, fillGroceryCart, placeGroceryOrder } from './support/orders';

// contract §8.1 digital payment through the built-in payment page (/payment-mobile), and spec §4
// failed payment → switch to cash on delivery.

/** A customer with a grocery order waiting for its digital payment, placed through the API. */
async function digitalOrder(request: APIRequestContext) {
	const customer = await newCustomer(request, 'Nur Aisyah');
	await fillGroceryCart(request, { token: customer.token });
	const order = await placeGroceryOrder(
		request,
		{ token: customer.token },
		{
			paymentMethod: 'digital_payment',
			contactName: 'Nur Aisyah',
			contactPhone: customer.phone,
			idempotencyKey: `pay-${Date.now()}-${Math.random()}`,
		},
	);
	return {
		...order,
		headers: { ...ALL_DAY_GROCERY.headers, Authorization: `Bearer ${customer.token}` },
	};
}

/** The link checkout builds from the place response, signed with its `payment_token`. */
const payLink = (
	order: { orderId: number; userId: number; paymentToken: string },
	callback = `/order?order_id=${order.orderId}`,
) =>
	`/payment-mobile?${new URLSearchParams({
		order_id: String(order.orderId),
		customer_id: String(order.userId),
		payment_method: 'demo_pay',
		payment_platform: 'web',
		callback,
		payment_token: order.paymentToken,
	})}`;

test.describe('paying for an order on the payment page', () => {
	test.slow(); // each journey places an order through the API first
	test('a shopper pays a digital order and comes back to the order with flag=success', async ({
		page,
		request,
	}) => {
		const order = await digitalOrder(request);
		await page.goto(payLink(order));
		await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
		await expect(page.getByText(`#${order.orderId}`)).toBeVisible();
		await expect(page.getByText(`S$${order.total.toFixed(2)}`)).toBeVisible();
		await page.getByRole('button', { name: 'Pay' }).click();
		await page.waitForURL(/flag=success/);
		const back = new URL(page.url());
		expect(back.pathname).toBe('/order');
		expect(back.searchParams.get('order_id')).toBe(String(order.orderId));
		expect(atob(back.searchParams.get('token') ?? '')).toContain(`attribute_id=${order.orderId}`);
		const track = await request.get(`/api/v1/customer/order/track?order_id=${order.orderId}`, {
			headers: order.headers,
		});
		expect(await track.json()).toMatchObject({
			payment_status: 'paid',
			order_status: expect.stringMatching(/confirmed|processing|picked_up|delivered/),
		});
	});

	test('a failed payment comes back with flag=fail and the shopper switches to cash on delivery', async ({
		page,
		request,
	}) => {
		const order = await digitalOrder(request);
		await page.goto(payLink(order));
		await page.getByRole('button', { name: 'Fail' }).click();
		await page.waitForURL(/flag=fail/);
		const switched = await request.put('/api/v1/customer/order/payment-method', {
			headers: order.headers,
			data: { order_id: order.orderId },
		});
		expect(await switched.json()).toEqual({ message: 'Payment method updated' });
		// The order is cash on delivery now: its payment link no longer takes a payment.
		const again = await page.context().newPage();
		await again.goto(payLink(order));
		await expect(again.getByRole('heading', { name: 'This payment cannot be made' })).toBeVisible();
		await expect(again.getByText('This order is not paid online.')).toBeVisible();
	});

	test('a payment link sending the shopper to another site is refused', async ({
		page,
		request,
	}) => {
		const order = await digitalOrder(request);
		const res = await page.goto(payLink(order, 'https://evil.example/steal'));
		expect(res?.status()).toBe(400);
		await expect(
			page.getByText('The return address of this payment is not allowed.'),
		).toBeVisible();
		await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
	});

	test('a guessed link without the order’s signature opens nothing', async ({ page, request }) => {
		const order = await digitalOrder(request);
		const res = await page.goto(payLink({ ...order, paymentToken: '' }));
		expect(res?.status()).toBe(404);
		await expect(page.getByText('Order not found')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
		await expect(page.getByText(`#${order.orderId}`)).toHaveCount(0);
	});

	test('the payment page works in Indonesian without JavaScript', async ({ browser, request }) => {
		const order = await digitalOrder(request);
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`/id${payLink(order, `/id/order?order_id=${order.orderId}`)}`);
		await expect(page.getByRole('heading', { name: 'Selesaikan pembayaran Anda' })).toBeVisible();
		await page.getByRole('button', { name: 'Batal' }).click();
		await page.waitForURL(/flag=cancel/);
		expect(new URL(page.url()).pathname).toBe('/id/order');
		await context.close();
	});
});
