// spec §2 /checkout?page=cart|buy_now|campaign: the cart's lines, or the immediate order;
// ?page=prescription&store_id=: a prescription alone, for a pharmacy that takes one (§8.2)
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $cart, $cartLoaded, loadCart } from '~/features/cart/cart';
import { $buyNow } from '~/state/buy-now.state';
import { type CheckoutStore, fetchStore } from './checkout.api';
import { buyNowSummaryLine, cartSummaryLines, type SummaryLine } from './checkout-lines';
import type { BuyNowLine, CheckoutPage } from './order-payload';

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

type StoreLoad =
	| { id: number; status: 'loading' }
	| { id: number; status: 'done'; store: CheckoutStore | null }
	| { id: number; status: 'failed' };

/** What the page sells: lines, their store and module; `retry` loads again after a failure. */
export function useCheckoutSource(
	page: CheckoutPage,
	active: boolean,
	prescription: { storeId: number | null; allowed: boolean },
) {
	const cart = useStore($cart);
	const cartLoaded = useStore($cartLoaded);
	const buyNow = useStore($buyNow);
	const [store, setStore] = useState<StoreLoad | null>(null);
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
	// biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: it loads again.
	useEffect(() => {
		if (!active || storeId === null) return;
		let stale = false;
		setStore({ id: storeId, status: 'loading' });
		fetchStore(storeId).then(
			(found) => !stale && setStore({ id: storeId, status: 'done', store: found }),
			() => !stale && setStore({ id: storeId, status: 'failed' }),
		);
		return () => {
			stale = true;
		};
	}, [active, storeId, attempt]);

	const retry = () => setAttempt((n) => n + 1);
	const source = ((): CheckoutSource => {
		if (!active) return { status: 'loading' };
		if (fromCart && cartFailed) return { status: 'failed' };
		if (fromCart && !cartLoaded) return { status: 'loading' };
		if (storeId === null) return { status: 'empty' };
		if (!store || store.id !== storeId || store.status === 'loading') return { status: 'loading' };
		if (store.status === 'failed') return { status: 'failed' };
		if (!store.store) return { status: 'gone' };
		if (prescriptionOnly) {
			const takes =
				prescription.allowed &&
				store.store.prescription_order === true &&
				store.store.module_type === 'pharmacy';
			if (!takes) return { status: 'noPrescription' };
			return {
				status: 'ready',
				lines: [],
				store: store.store,
				moduleId: store.store.module_id,
				buyNowLine: null,
			};
		}
		if (fromCart) {
			return {
				status: 'ready',
				lines: cartSummaryLines(cart),
				store: store.store,
				moduleId: first?.module_id ?? store.store.module_id,
				buyNowLine: null,
			};
		}
		if (!buyNow) return { status: 'empty' };
		return {
			status: 'ready',
			lines: [buyNowSummaryLine(buyNow)],
			store: store.store,
			moduleId: buyNow.module_id,
			buyNowLine: buyNow.line,
		};
	})();
	return { source, retry };
}
