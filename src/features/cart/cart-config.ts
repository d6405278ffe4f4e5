import { api } from '~/api-client/client';
import type { MoneyFormat } from '~/lib/money';
import { type AdminFreeDelivery, adminFreeDeliveryRule } from '~/lib/free-delivery';

/** What the drawer reads of the configuration (spec §3 config). */
export interface CartConfig {
	money: MoneyFormat;
	/** spec §9: the admin's free-delivery rule (with the store's flag: lib/free-delivery). */
	freeDeliveryRule: AdminFreeDelivery;
	/** spec §1, §4: guests may check out only when guest_checkout_status is 1. */
	guestCheckout: boolean;
}

interface ConfigBody {
	currency_symbol?: string;
	currency_symbol_direction?: 'left' | 'right';
	digit_after_decimal_point?: number;
	free_delivery_over?: unknown;
	admin_free_delivery?: unknown;
	guest_checkout_status?: number;
}

export function toCartConfig(body: ConfigBody): CartConfig {
	return {
		money: {
			symbol: body.currency_symbol ?? '',
			position: body.currency_symbol_direction === 'right' ? 'right' : 'left',
			decimals: body.digit_after_decimal_point ?? 2,
		},
		freeDeliveryRule: adminFreeDeliveryRule(body),
		guestCheckout: body.guest_checkout_status === 1,
	};
}

let config: Promise<CartConfig> | null = null;

/** GET /config once per page (a cached public call); a failure may be tried again. */
export function loadCartConfig(): Promise<CartConfig> {
	config ??= api.url('/config').get().json<ConfigBody>().then(toCartConfig);
	config.catch(() => {
		config = null;
	});
	return config;
}

/** What the cart shows of the cart's store: its minimum order and its own free delivery. */
export interface StoreTerms {
	minimumOrder: number;
	freeDelivery: boolean;
}

const terms = new Map<number, Promise<StoreTerms>>();

/** GET /stores/details/{id} once per store and page (a cached public call). */
export function loadStoreTerms(storeId: number): Promise<StoreTerms> {
	let known = terms.get(storeId);
	if (!known) {
		known = api
			.url(`/stores/details/${storeId}`)
			.get()
			.json<{ minimum_order?: number; free_delivery?: boolean }>()
			.then((store) => ({
				minimumOrder: Number(store.minimum_order) || 0,
				freeDelivery: store.free_delivery === true,
			}));
		known.catch(() => terms.delete(storeId));
		terms.set(storeId, known);
	}
	return known;
}
