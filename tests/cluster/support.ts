import http from 'node:http';
import { type APIRequestContext, expect } from '@playwright/test';
import { ALL_DAY_GROCERY } from '../e2e/support/orders';

/** The processes behind nginx, as scripts/test-cluster.sh names them ("127.0.0.1:4424,…"). */
export function upstreams(): string[] {
	const list = (process.env.CLUSTER_UPSTREAMS ?? '127.0.0.1:4424,127.0.0.1:4434')
		.split(',')
		.map((u) => u.trim())
		.filter(Boolean);
	if (list.length < 2) throw new Error('CLUSTER_UPSTREAMS must name at least two processes');
	return list;
}

export interface GroceryItem {
	id: number;
	name: string;
	slug: string;
	price: number;
	stock: number;
	quantity: number;
}

/** A simple item of the all-day grocery, and how many make its S$25 minimum order. */
export async function groceryItem(request: APIRequestContext, amount = 30): Promise<GroceryItem> {
	const res = await request.get(
		`/api/v1/items/latest?store_id=${ALL_DAY_GROCERY.storeId}&limit=50&offset=1&category_id=0`,
		{ headers: ALL_DAY_GROCERY.headers },
	);
	const { products } = (await res.json()) as {
		products: (Omit<GroceryItem, 'quantity'> & {
			variations: unknown[];
			maximum_cart_quantity: number | null;
		})[];
	};
	const item = products
		.filter((p) => p.variations.length === 0 && p.price >= 3)
		.map((p) => ({ ...p, quantity: Math.ceil(amount / p.price) }))
		.filter(
			(p) =>
				p.stock >= p.quantity + 20 &&
				(p.maximum_cart_quantity ?? Number.POSITIVE_INFINITY) >= p.quantity,
		)
		.sort((a, b) => b.stock - a.stock)[0];
	if (!item) throw new Error('no simple grocery item with enough stock');
	return item;
}

/**
 * A Server-Sent Events stream opened through nginx: which process answered, and every frame
 * received so far.
 */
export function openStream(
	url: string,
	headers: Record<string, string>,
): Promise<{ upstream: string; frames: () => string; close: () => void }> {
	return new Promise((resolve, reject) => {
		let received = '';
		const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
			expect(res.statusCode).toBe(200);
			expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
			res.setEncoding('utf8');
			res.on('data', (chunk) => (received += chunk));
			resolve({
				upstream: String(res.headers['x-upstream']),
				frames: () => received,
				close: () => req.destroy(),
			});
		});
		req.on('error', (error) => {
			if (!received) reject(error);
		});
	});
}
