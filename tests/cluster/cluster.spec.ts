import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { ALL_DAY_GROCERY, fillGroceryCart, placeGroceryOrder } from '../e2e/support/orders';
import { newCustomer } from '../e2e/support/customer';
import { GROCERY, returningShopper, TAMPINES } from '../e2e/support/shopper';
import { groceryItem, openStream, upstreams } from './support';

// Issue 20, ADR 028: two server processes behind nginx on one PostgreSQL. Every page and call
// goes through nginx (round robin), so a journey's requests land on both processes. The cluster
// runs orders a step every 2 s (ORDER_STEP_SECONDS=2) and keeps API answers 60 s
// (API_CACHE_TTL_MS=60000), so only an invalidation can show a change sooner.

/** Records every step the tracking drawer marks current, in order. */
async function recordSteps(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const seen: string[] = [];
		(window as unknown as { __steps: string[] }).__steps = seen;
		new MutationObserver(() => {
			const current = document.querySelector('[aria-current="step"]')?.textContent ?? '';
			const step = ['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered'].find((s) =>
				current.includes(s),
			);
			if (step && seen.at(-1) !== step) seen.push(step);
		}).observe(document, { subtree: true, childList: true, attributes: true });
	});
}

test('a guest browses a store, buys from it and watches the order arrive live, across two processes', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const item = await groceryItem(request);
	await returningShopper(context, baseURL ?? '', TAMPINES, GROCERY);
	const served = new Set<string>();
	context.on('response', (res) => {
		const upstream = res.headers()['x-upstream'];
		if (upstream) served.add(upstream.split(',').at(-1)?.trim() ?? upstream);
	});

	await page.goto('/store/tampines-family-supermart');
	await expect(
		page.getByRole('heading', { level: 1, name: 'Tampines Family Supermart' }),
	).toBeVisible();

	await page.goto(`/product/${item.slug}`);
	await expect(page.locator('astro-island:has(.product-details)')).not.toHaveAttribute('ssr');
	const main = page.getByRole('main');
	await expect(main.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
	for (let i = 1; i < item.quantity; i++)
		await main.getByRole('button', { name: 'Increase quantity' }).click();
	await main.getByRole('button', { name: 'Add to Cart' }).click();
	await expect(page.getByText('Item added to cart')).toBeVisible();

	await page.goto('/checkout?page=cart');
	await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
	await expect(
		page.getByRole('complementary', { name: 'Order Summary' }).getByText('Total', { exact: true }),
	).toBeVisible();
	const phone = '+6581239876';
	await page.getByLabel('Contact person name').fill('Nur Guest');
	await page.getByLabel('Contact person number').fill(phone);
	await page.getByLabel('Email', { exact: true }).fill('nur@example.com');
	// A digital payment waits in "pending" until paid: the guest can watch from the first step.
	await page.getByRole('radio', { name: 'Digital payment' }).check();
	await page.getByRole('button', { name: 'Place Order' }).click();
	await expect(page).toHaveURL(/\/payment-mobile\?/, { timeout: 30_000 });
	const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
	await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();

	// In another tab the guest tracks the order by its id and phone.
	const tracker = await context.newPage();
	await recordSteps(tracker);
	await tracker.goto('/track-order');
	await tracker.getByLabel('Order ID').fill(orderId);
	await tracker.getByLabel('Contact Number').fill(phone);
	await tracker.getByRole('button', { name: 'Track Order' }).click();
	const drawer = tracker.getByRole('dialog', { name: 'Track Order' });
	await expect(drawer.getByText(`Order ID #${orderId}`)).toBeVisible();
	const current = drawer
		.getByRole('list', { name: 'Order progress' })
		.locator('[aria-current="step"]');
	await expect(current).toContainText('Order Placed');

	await page.getByRole('button', { name: 'Pay' }).click();
	await page.waitForURL(/flag=success/);
	await expect(current).toContainText('Delivered', { timeout: 90_000 });
	// Each step, 2 s apart, was on screen in turn: pushed live (a 10 s poll would skip some).
	const steps = await tracker.evaluate(() => (window as unknown as { __steps: string[] }).__steps);
	expect(steps).toEqual(['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered']);
	// The journey really was served by both processes.
	expect([...served].sort()).toEqual([...upstreams()].sort());
});

test('an order cancelled on one process reaches a live stream held open on the other, through nginx', async ({
	request,
	baseURL,
}) => {
	const guest = await request.post('/api/v1/auth/guest/request', { data: {} });
	const guestId = String(((await guest.json()) as { guest_id: number }).guest_id);
	await fillGroceryCart(request, { guestId });
	// A digital payment waits in "pending" until paid, so the dispatcher leaves it alone.
	const phone = '+6581230001';
	const { orderId } = await placeGroceryOrder(
		request,
		{ guestId },
		{
			paymentMethod: 'digital_payment',
			contactName: 'Nur Guest',
			contactPhone: phone,
			contactEmail: 'nur@example.com',
			idempotencyKey: `cluster-${guestId}`,
		},
	);

	const stream = await openStream(`${baseURL}/api/v1/customer/events`, {
		'X-Guest-Id': guestId,
		'X-Order-Id': String(orderId),
		'X-Contact-Number': phone,
	});
	try {
		const holder = stream.upstream;
		const other = upstreams().find((u) => u !== holder);
		expect(upstreams()).toContain(holder);
		// The cancel goes straight to the other process, not through nginx.
		const cancel = await request.put(`http://${other}/api/v1/customer/order/cancel`, {
			headers: ALL_DAY_GROCERY.headers,
			data: { order_id: orderId, guest_id: guestId, reason: 'Changed my mind' },
		});
		expect(cancel.ok(), await cancel.text()).toBe(true);
		const statuses = () =>
			stream
				.frames()
				.split('\n')
				.filter((line) => line.startsWith('data: '))
				.map((line) => JSON.parse(line.slice(6)) as { order_id?: number; order_status?: string })
				.filter((event) => event.order_id === orderId)
				.map((event) => event.order_status);
		await expect.poll(statuses, { timeout: 15_000 }).toContain('canceled');
	} finally {
		stream.close();
	}
});

test('a price changed in PostgreSQL is seen through nginx on both processes within seconds', async ({
	request,
}) => {
	const databaseUrl = process.env.CLUSTER_DATABASE_URL;
	test.skip(!databaseUrl, 'CLUSTER_DATABASE_URL names the cluster’s database');
	const item = await groceryItem(request);
	const headers = ALL_DAY_GROCERY.headers;
	/** One read through nginx: which process answered, at what price. */
	const read = async () => {
		const res = await request.get(`/api/v1/items/details/${item.id}`, { headers });
		const upstream = (res.headers()['x-upstream'] ?? '').split(',').at(-1)?.trim() ?? '';
		return { upstream, price: ((await res.json()) as { price: number }).price };
	};
	// Both processes have the item in their caches at the old price.
	const warm = new Map<string, number>();
	for (let i = 0; i < 20 && warm.size < upstreams().length; i++) {
		const { upstream, price } = await read();
		warm.set(upstream, price);
	}
	expect([...warm.keys()].sort()).toEqual([...upstreams()].sort());
	expect([...warm.values()]).toEqual(upstreams().map(() => item.price));

	const client = new pg.Client({ connectionString: databaseUrl });
	await client.connect();
	const newPrice = Math.round((item.price + 1.25) * 100) / 100;
	try {
		// As a shop admin's tool would: straight into the table, no API call.
		await client.query('update items set price = $1 where id = $2', [newPrice, item.id]);
		const changedAt = Date.now();
		const seen = new Map<string, number>();
		await expect
			.poll(
				async () => {
					const { upstream, price } = await read();
					seen.set(upstream, price);
					return upstreams().map((u) => seen.get(u));
				},
				{ timeout: 5_000, intervals: [100] },
			)
			.toEqual(upstreams().map(() => newPrice));
		test.info().annotations.push({
			type: 'propagation',
			description: `both processes showed the new price ${Date.now() - changedAt} ms after the update`,
		});
	} finally {
		await client.query('update items set price = $1 where id = $2', [item.price, item.id]);
		await client.end();
	}
});

test('an item renamed in PostgreSQL is seen on its cached product page on both processes', async ({
	request,
}) => {
	// ADR 033: the product page is kept in each process's page cache; the `catalog_changed`
	// notice drops it in both.
	const databaseUrl = process.env.CLUSTER_DATABASE_URL;
	test.skip(!databaseUrl, 'CLUSTER_DATABASE_URL names the cluster’s database');
	const item = await groceryItem(request);
	/** One page through nginx: which process answered, from its cache or not, with what title. */
	const read = async () => {
		const res = await request.get(`/product/${item.slug}`);
		expect(res.status()).toBe(200);
		const upstream = (res.headers()['x-upstream'] ?? '').split(',').at(-1)?.trim() ?? '';
		const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1] ?? '';
		return { upstream, cache: res.headers()['x-page-cache'], title };
	};
	// Both processes answer the page from their page cache.
	const hits = new Set<string>();
	for (let i = 0; i < 30 && hits.size < upstreams().length; i++) {
		const { upstream, cache, title } = await read();
		expect(title).toBe(item.name);
		if (cache === 'HIT') hits.add(upstream);
	}
	expect([...hits].sort()).toEqual([...upstreams()].sort());

	const client = new pg.Client({ connectionString: databaseUrl });
	await client.connect();
	const renamed = `${item.name} (new harvest)`;
	try {
		await client.query('update items set name = $1 where id = $2', [renamed, item.id]);
		const seen = new Map<string, string>();
		await expect
			.poll(
				async () => {
					const { upstream, title } = await read();
					seen.set(upstream, title);
					return upstreams().map((u) => seen.get(u));
				},
				{ timeout: 10_000, intervals: [100] },
			)
			.toEqual(upstreams().map(() => renamed));
	} finally {
		await client.query('update items set name = $1 where id = $2', [item.name, item.id]);
		await client.end();
	}
});

test('wrong passwords count once across both processes: the eleventh attempt is refused', async ({
	request,
}) => {
	// Counted in the database (ADR 015): alternating processes must not each allow ten.
	const { phone } = await newCustomer(request, 'Nur Rahman');
	const answers: { status: number; upstream: string }[] = [];
	for (let attempt = 1; attempt <= 11; attempt++) {
		const res = await request.post('/api/v1/auth/login', {
			data: { phone, password: 'not-the-password' },
		});
		answers.push({
			status: res.status(),
			upstream: (res.headers()['x-upstream'] ?? '').split(',').at(-1)?.trim() ?? '',
		});
	}
	// Waits after the fifth failure may come earlier; after ten failures, always a refusal.
	expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
	expect(answers[10]?.status).toBe(429);
	expect(new Set(answers.map((a) => a.upstream)).size).toBe(upstreams().length);
});
