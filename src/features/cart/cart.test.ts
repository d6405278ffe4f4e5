// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $currentLatLng, $zoneId } from '~/state/location.state';
import { $module } from '~/state/module.state';
import { $guestId, $token } from '~/state/session.state';
import { $cart, $cartLoaded, addToCart, type CartLine, cartLineForItem, clearCart } from './cart';

vi.mock('./clear-cart-dialog', () => ({ confirmClearCart: async () => true }));

const input = {
	item: { id: 11, store_id: 1, name: 'Chin Chow', module_type: 'food' },
	quantity: 1,
	variation: [],
	add_on_ids: [],
	add_on_qtys: [],
};

describe('cart', () => {
	afterEach(() => {
		vi.restoreAllMocks();
		$cart.set([]);
		$cartLoaded.set(false);
		$guestId.set('');
		$module.set(null);
	});

	// spec §5: adding to cart requires a chosen location, else the location alert opens
	test('asks for a location before calling the server', async () => {
		$zoneId.set('');
		$currentLatLng.set(null);
		// The layout's closed prompt (LocationPrompt.astro), as the server renders it.
		document.body.innerHTML = `<dialog id="location-prompt" class="location-prompt">
			<form method="dialog"><button class="location-prompt-pick" value="pick">Pick from Map</button></form>
		</dialog>`;
		const prompt = document.querySelector<HTMLDialogElement>('#location-prompt');
		const fetch = vi.spyOn(globalThis, 'fetch');
		expect(await addToCart(input)).toBe(false);
		expect(fetch).not.toHaveBeenCalled();
		await vi.waitFor(() => expect(prompt?.open).toBe(true));
	});

	test('finds the line of an item by model', () => {
		$cart.set([
			{ id: 1, item_id: 11, item_type: 'App\\Models\\ItemCampaign' },
			{ id: 2, item_id: 11, item_type: 'App\\Models\\Item' },
		] as CartLine[]);
		expect(cartLineForItem(11)?.id).toBe(2);
		expect(cartLineForItem(11, 'ItemCampaign')?.id).toBe(1);
		expect(cartLineForItem(12)).toBeUndefined();
	});

	// issue 5 "nothing is lost": confirming the clear-cart dialog, then failing to add the new
	// item, puts the previous lines back.
	test('puts the old cart back when the other store\u2019s item cannot be added', async () => {
		$zoneId.set('[1]');
		$currentLatLng.set({ lat: 1.3, lng: 103.8 });
		$module.set({ id: 1, module_type: 'food', module_name: 'Food' });
		$token.set('');
		$guestId.set('42');
		const old = {
			id: 7,
			item_id: 3,
			item_type: 'App\\Models\\Item',
			quantity: 2,
			variation: [],
			add_on_ids: [],
			add_on_qtys: [],
			item: { id: 3, store_id: 2, name: 'Laksa', module_type: 'food' },
		} as unknown as CartLine;
		$cart.set([old]);
		$cartLoaded.set(true);
		const posted: unknown[] = [];
		const json = (status: number, body: unknown) =>
			new Response(JSON.stringify(body), {
				status,
				headers: { 'Content-Type': 'application/json' },
			});
		vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
			const path = String(url instanceof Request ? url.url : url);
			if (path.includes('/customer/cart/remove')) return json(200, []);
			const body = JSON.parse(String(init?.body ?? (url as Request).body ?? '{}'));
			posted.push(body);
			return body.item_id === 11
				? json(403, { errors: [{ code: 'stock', message: 'Out of Stock' }] })
				: json(200, [old]);
		});
		expect(await addToCart(input)).toBe(false);
		expect(posted.map((b) => (b as { item_id: number }).item_id)).toEqual([11, 3]);
		expect(posted[1]).toMatchObject({ quantity: 2, model: 'Item' });
		expect($cart.get()).toEqual([old]);
	});

	test('empties the local cart of a browser the server does not know yet', async () => {
		$cart.set([{ id: 1, item_id: 11, item_type: 'App\\Models\\Item' }] as CartLine[]);
		const fetch = vi.spyOn(globalThis, 'fetch');
		await clearCart();
		expect($cart.get()).toEqual([]);
		expect(fetch).not.toHaveBeenCalled();
	});
});
