import { api } from '~/api-client/client';
import type { MoneyFormat } from '~/lib/money';
import { freeDeliveryThreshold } from './cart-rules';

/** What the drawer reads of the configuration (spec §3 config). */
export interface CartConfig {
	money: MoneyFormat;
	/** spec §9: free-delivery threshold; null hides the progress bar. */
	freeDeliveryOver: number | null;
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
		freeDeliveryOver: freeDeliveryThreshold(body),
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
