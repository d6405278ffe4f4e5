// spec §2 /checkout?page=cart|buy_now|campaign: the cart's lines, or the immediate order;
// ?page=prescription&store_id=: a prescription alone, for a pharmacy that takes one (§8.2)
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import { $cart, $cartLoaded, loadCart } from '~/features/cart/cart';
import { $buyNow } from '~/state/buy-now.state';
import { type CheckoutStore, checkoutStoreQuery } from './checkout.api';
import { buyNowSummaryLine, cartSummaryLines, type SummaryLine } from './summary/checkout-lines';
import type { BuyNowLine, CheckoutPage } from './placement/order-payload';

export type CheckoutSource =
	| { status: 'loading' }
	| { status: 'empty' }
	| { status: 'gone' }
	/** ?page=prescription for a store that takes no prescription orders. */
	| { status: 'noPrescription' }
	| { status: 'failed' }
	| {
			status: 'ready';
			lines: SummaryLine[];
			store: CheckoutStore;
			moduleId: number;
			buyNowLine: BuyNowLine | null;
	  };

/** What the page sells: lines, their store and module; `retry` loads again after a failure. */
export function useCheckoutSource(
	page: CheckoutPage,
	active: boolean,
	prescription: { storeId: number | null; allowed: boolean },
) {
	const cart = useStore($cart);
	const cartLoaded = useStore($cartLoaded);
	const buyNow = useStore($buyNow);
	const [attempt, setAttempt] = useState(0);
	const [cartFailed, setCartFailed] = useState(false);

	const fromCart = page === 'cart';
	// biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: it loads again.
	useEffect(() => {
		if (!active || !fromCart || cartLoaded) return;
		setCartFailed(false);
		// loadCart never rejects: a failure leaves the cart not loaded.
		void loadCart().then(() => setCartFailed(!$cartLoaded.get()));
	}, [active, fromCart, cartLoaded, attempt]);

	const first = fromCart ? cart[0] : undefined;
	const prescriptionOnly = page === 'prescription';
	const storeId = prescriptionOnly
		? prescription.storeId
		: fromCart
			? (first?.item.store_id ?? null)
			: (buyNow?.store_id ?? null);
	const store = useQuery(
		{ ...checkoutStoreQuery(storeId ?? 0), enabled: active && storeId !== null },
		queryClient,
	);

	const retry = () => {
		setAttempt((n) => n + 1);
		if (store.isError) void store.refetch();
	};
	const source = ((): CheckoutSource => {
		if (!active) return { status: 'loading' };
		if (fromCart && cartFailed) return { status: 'failed' };
		if (fromCart && !cartLoaded) return { status: 'loading' };
		if (storeId === null) return { status: 'empty' };
		if (store.isPending || (store.isError && store.isFetching)) return { status: 'loading' };
		if (store.isError) return { status: 'failed' };
		const found: CheckoutStore | null = store.data;
		if (!found) return { status: 'gone' };
		if (prescriptionOnly) {
			const takes =
				prescription.allowed &&
				found.prescription_order === true &&
				found.module_type === 'pharmacy';
			if (!takes) return { status: 'noPrescription' };
			return {
				status: 'ready',
				lines: [],
				store: found,
				moduleId: found.module_id,
				buyNowLine: null,
			};
		}
		if (fromCart) {
			return {
				status: 'ready',
				lines: cartSummaryLines(cart),
				store: found,
				moduleId: first?.module_id ?? found.module_id,
				buyNowLine: null,
			};
		}
		if (!buyNow) return { status: 'empty' };
		return {
			status: 'ready',
			lines: [buyNowSummaryLine(buyNow)],
			store: found,
			moduleId: buyNow.module_id,
			buyNowLine: buyNow.line,
		};
	})();
	return { source, retry };
}
