// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { $currentLatLng, $zoneId } from '~/state/location.state';
import { $cart, addToCart, type CartLine, cartLineForItem, clearCart } from './cart';

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
	});

	// spec §5: adding to cart requires a chosen location, else the location alert opens
	test('asks for a location before calling the server', async () => {
		$zoneId.set('');
		$currentLatLng.set(null);
		const fetch = vi.spyOn(globalThis, 'fetch');
		expect(await addToCart(input)).toBe(false);
		expect(fetch).not.toHaveBeenCalled();
		await vi.waitFor(() => expect(document.querySelector('dialog.location-prompt')).not.toBeNull());
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

	test('empties the local cart of a browser the server does not know yet', async () => {
		$cart.set([{ id: 1, item_id: 11, item_type: 'App\\Models\\Item' }] as CartLine[]);
		const fetch = vi.spyOn(globalThis, 'fetch');
		await clearCart();
		expect($cart.get()).toEqual([]);
		expect(fetch).not.toHaveBeenCalled();
	});
});
