// Orders placed per second, and p50/p99 latency of order placement and of a mixed browse-cart-order
// load. Builds nothing: it starts the built server from dist/ (run `npm run build` first) on a
// temporary embedded database (BENCH_DATABASE_URL: that PostgreSQL instead), or, with
// BENCH_BASE_URL=http://host:port, loads a server that is already running and starts none.
//   node scripts/bench-orders.mjs [seconds, default 15] [shoppers, default 20]
// Each shopper repeats a journey as a new guest: the popular items, an item's details, a guest id,
// add to cart, place the order (cash on delivery, with an Idempotency-Key). Food is ordered, as it
// keeps no stock, so the run cannot sell out.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBuiltServer } from './lib/built-server.mjs';

const PORT = 4489;
const seconds = Number(process.argv[2] ?? 15);
const shoppers = Number(process.argv[3] ?? 20);
const external = process.env.BENCH_BASE_URL?.replace(/\/$/, '');
const pg = process.env.BENCH_DATABASE_URL;
const base = `${external ?? `http://127.0.0.1:${PORT}`}/api/v1`;
const FOOD = 1;
const headers = { moduleId: String(FOOD), zoneId: '[1,2,3,4,5]', Accept: 'application/json' };

async function call(method, url, body, extra = {}) {
	const began = performance.now();
	const res = await fetch(`${base}${url}`, {
		method,
		headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}), ...extra },
		body: body ? JSON.stringify(body) : undefined,
	});
	const text = await res.text();
	return {
		status: res.status,
		body: text ? JSON.parse(text) : null,
		ms: performance.now() - began,
	};
}

/** The first label of every required option group, as a cart `variation`. */
function requiredOptions(item) {
	if (!Array.isArray(item.food_variations)) return [];
	return item.food_variations
		.filter((g) => g.required === 'on')
		.map((g) => ({ name: g.name, values: { label: [g.values[0].label] } }));
}

function orderBody(choice, guestId) {
	return {
		guest_id: guestId,
		payment_method: 'cash_on_delivery',
		order_type: 'delivery',
		store_id: choice.store.id,
		distance: 2,
		address: '1 Benchmark Road',
		latitude: Number(choice.store.latitude),
		longitude: Number(choice.store.longitude),
		contact_person_name: 'Bench Guest',
		contact_person_number: '+6590000000',
		contact_person_email: 'bench@example.com',
	};
}

/** Dishes a guest can order right now (open store, available item), checked with a preview. */
async function orderableDishes(limit = 6) {
	const list = await call('GET', '/stores/get-stores/all?store_type=all&limit=50&offset=1');
	const stores = (list.body?.stores ?? []).filter((s) => s.open === 1 && s.active && s.delivery);
	const found = [];
	for (const store of stores) {
		const page = await call(
			'GET',
			`/items/latest?store_id=${store.id}&category_id=0&limit=20&offset=1`,
		);
		for (const item of page.body?.products ?? []) {
			const quantity = Math.max(1, Math.ceil((store.minimum_order || 0) / item.price));
			const choice = { store, item, quantity, variation: requiredOptions(item) };
			const guest = (await call('POST', '/auth/guest/request')).body.guest_id;
			const add = await call('POST', '/customer/cart/add', {
				guest_id: guest,
				item_id: item.id,
				quantity,
				variation: choice.variation,
			});
			if (add.status !== 200) continue;
			const preview = await call('POST', '/customer/order/preview', orderBody(choice, guest));
			if (preview.status === 200) {
				found.push(choice);
				break;
			}
		}
		if (found.length >= limit) break;
	}
	return found;
}

const percentile = (sorted, p) =>
	sorted.length === 0
		? 0
		: sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let server;
let dataDir;
if (!external) {
	dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-orders-'));
	server = startBuiltServer({
		port: PORT,
		dataDir,
		env: pg ? { DATABASE_URL: pg } : { DATABASE_URL: '' },
	});
	await server.ready;
}

try {
	const dishes = await orderableDishes();
	if (dishes.length === 0) {
		throw new Error(
			'No dish can be ordered now (stores closed at this hour, or the server lacks customer/order/place).',
		);
	}
	const popular = await call('GET', '/items/popular?limit=10&offset=1');
	const detailIds = (popular.body?.products ?? []).map((p) => p.id);

	const samples = { browse: [], guest: [], cart: [], place: [] };
	const failures = { browse: 0, guest: 0, cart: 0, place: 0 };
	let placed = 0;
	const record = (kind, res, ok = res.status === 200) => {
		samples[kind].push(res.ms);
		if (!ok) failures[kind] += 1;
		return ok;
	};

	const deadline = performance.now() + seconds * 1000;
	let turn = 0;
	async function shopper() {
		while (performance.now() < deadline) {
			turn += 1;
			const choice = dishes[turn % dishes.length];
			record('browse', await call('GET', '/items/popular?limit=10&offset=1'));
			const id = detailIds.length ? detailIds[turn % detailIds.length] : choice.item.id;
			record('browse', await call('GET', `/items/details/${id}`));
			const guest = await call('POST', '/auth/guest/request');
			if (!record('guest', guest)) continue;
			const guestId = guest.body.guest_id;
			const add = await call('POST', '/customer/cart/add', {
				guest_id: guestId,
				item_id: choice.item.id,
				quantity: choice.quantity,
				variation: choice.variation,
			});
			if (!record('cart', add)) continue;
			const order = await call('POST', '/customer/order/place', orderBody(choice, guestId), {
				'Idempotency-Key': randomUUID(),
			});
			if (record('place', order, order.status === 200 && Boolean(order.body?.order_id)))
				placed += 1;
		}
	}
	const began = performance.now();
	await Promise.all(Array.from({ length: shoppers }, shopper));
	const elapsed = (performance.now() - began) / 1000;

	const all = Object.values(samples)
		.flat()
		.sort((a, b) => a - b);
	console.log(
		`database: ${external ? `external server ${external}` : pg ? 'PostgreSQL' : 'PGlite (embedded)'}; ${shoppers} shoppers, ${seconds} s; ${dishes.length} dishes from ${new Set(dishes.map((d) => d.store.id)).size} open stores`,
	);
	console.log('request      | count  | p50 ms | p99 ms | failed');
	for (const [kind, list] of [...Object.entries(samples), ['mix (all)', all]]) {
		const sorted = [...list].sort((a, b) => a - b);
		const failed =
			kind === 'mix (all)' ? Object.values(failures).reduce((s, n) => s + n, 0) : failures[kind];
		console.log(
			[
				kind.padEnd(12),
				String(sorted.length).padStart(6),
				percentile(sorted, 50).toFixed(1).padStart(6),
				percentile(sorted, 99).toFixed(1).padStart(6),
				String(failed).padStart(6),
			].join(' | '),
		);
	}
	console.log(
		`orders placed: ${placed} in ${elapsed.toFixed(1)} s = ${(placed / elapsed).toFixed(1)} orders/s`,
	);
	console.log(`mix throughput: ${(all.length / elapsed).toFixed(0)} requests/s`);
} finally {
	await server?.stop();
	if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
