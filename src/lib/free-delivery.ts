/**
 * The one free-delivery rule (spec §9 free-delivery progress; contract §8.1 step 9), read by the
 * cart drawer, the checkout (through the server's preview) and the server's order pricing, so a
 * store card's "Free Delivery" and the cart never disagree (issue 14 item 3). Pure.
 *
 * In order: a store with `free_delivery` delivers free; the admin's rule may deliver free to
 * every store; otherwise the admin's threshold (`admin_free_delivery.free_delivery_over`, or the
 * legacy `free_delivery_over`) is compared with the subtotal in whole minor units.
 */

/** The admin's free-delivery rule of the business settings. */
export interface AdminFreeDelivery {
	toAllStores: boolean;
	/** Orders whose (discounted) items reach this amount deliver free; null = no threshold. */
	over: number | null;
}

export type FreeDelivery =
	/** Free already: the store's own flag, or the admin's rule for every store. */
	| { free: true; by: 'store' | 'all-stores' | 'threshold'; percent: 100; remaining: 0 }
	/** Not yet: how far the subtotal is (0–100) and what is still to spend. */
	| { free: false; by: null; percent: number; remaining: number }
	/** No free delivery to reach: nothing to show. */
	| null;

const isOn = (value: unknown) => value === true || value === 1 || value === '1';

const positive = (value: unknown): number | null => {
	const n = typeof value === 'string' ? Number(value) : value;
	return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/** Reads the admin's rule from the settings or `/config` (`admin_free_delivery` wins). */
export function adminFreeDeliveryRule(settings: {
	admin_free_delivery?: unknown;
	free_delivery_over?: unknown;
}): AdminFreeDelivery {
	const rule = settings.admin_free_delivery;
	if (rule && typeof rule === 'object') {
		const r = rule as Record<string, unknown>;
		if (!isOn(r.status)) return { toAllStores: false, over: null };
		if (r.type === 'free_delivery_to_all_store') return { toAllStores: true, over: null };
		return { toAllStores: false, over: positive(r.free_delivery_over) };
	}
	return { toAllStores: false, over: positive(settings.free_delivery_over) };
}

/** Free delivery for one store's order of `subtotal`, in `decimals` minor units. */
export function freeDelivery(input: {
	storeFreeDelivery: boolean;
	rule: AdminFreeDelivery;
	subtotal: number;
	decimals?: number;
}): FreeDelivery {
	if (input.storeFreeDelivery) return { free: true, by: 'store', percent: 100, remaining: 0 };
	if (input.rule.toAllStores) return { free: true, by: 'all-stores', percent: 100, remaining: 0 };
	const over = input.rule.over;
	if (over === null || !Number.isFinite(over) || over <= 0) return null;
	const scale = 10 ** (input.decimals ?? 2);
	// Whole minor units (cents), so 50 − 49.9 is 0.1, not 0.10000000000000142.
	const minor = (value: number) => Math.round(Number((value * scale).toPrecision(15)));
	const amount = Number.isFinite(input.subtotal) ? Math.max(0, input.subtotal) : 0;
	const remaining = Math.max(0, minor(over) - minor(amount));
	if (remaining === 0) return { free: true, by: 'threshold', percent: 100, remaining: 0 };
	const percent = Math.min(100, (amount / over) * 100);
	return {
		free: false,
		by: null,
		percent: Math.round(percent * 10) / 10,
		remaining: remaining / scale,
	};
}
