// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { CartLine } from '~/contracts/cart';

// spec §4 cart item: at quantity 1 the minus removes the line; the focus stays in the list.

// The page's host would mount a second drawer: this test renders its own.
vi.mock('./cart-host', () => ({ installCartHost: () => {} }));
vi.mock('./cart-config', () => ({
	loadCartConfig: async () => ({
		money: { symbol: '$', position: 'left', decimals: 2 },
		freeDeliveryRule: { toAllStores: false, over: null },
		guestCheckout: false,
	}),
}));
vi.mock('./cart', async (original) => {
	const actual = await original<typeof import('./cart')>();
	return {
		...actual,
		loadCart: async () => {},
		removeCartLine: async (id: number) => {
			actual.$cart.set(actual.$cart.get().filter((l) => l.id !== id));
			return true;
		},
	};
});

const { $cart, $cartLoaded } = await import('./cart');
const { CartDrawer } = await import('./CartDrawer');
const { openOverlay } = await import('~/state/overlay.state');

function line(id: number): CartLine {
	return {
		id,
		item_id: id,
		item_type: 'App\\Models\\Item',
		quantity: 1,
		variation: [],
		add_on_ids: [],
		add_on_qtys: [],
		total_price: 2,
		item: { id, name: `Kaya toast ${id}`, slug: '', image_full_url: null, add_ons: [] },
	} as unknown as CartLine;
}

describe('cart drawer', () => {
	test('a removed line hands the focus to the line now in its place', async () => {
		$cart.set([line(1), line(2), line(3)]);
		$cartLoaded.set(true);
		render(<CartDrawer />);
		act(() => openOverlay('cart'));
		const minus = (id: number) =>
			document.querySelector<HTMLButtonElement>(`[data-focus="${id}-minus"]`);
		await vi.waitFor(() => expect(minus(2)).not.toBeNull());
		minus(2)?.focus();
		act(() => minus(2)?.click());
		await vi.waitFor(() => expect(minus(2)).toBeNull());
		expect(document.activeElement).toBe(minus(3));
	});
});
