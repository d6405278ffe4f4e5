import type { MoneyFormat } from '~/lib/money';

/** What the order screens need from the server's configuration, rendered by OrdersConfig.astro. */
export interface OrdersConfig {
	money: MoneyFormat;
	/** The shop's time zone for order times; the browser's when absent. */
	timeZone?: string;
}

const FALLBACK: OrdersConfig = { money: { symbol: '$', position: 'left', decimals: 2 } };

export function readOrdersConfig(): OrdersConfig {
	const raw = document.querySelector<HTMLElement>('[data-orders-config]')?.dataset.ordersConfig;
	if (!raw) return FALLBACK;
	try {
		const parsed = JSON.parse(raw) as Partial<OrdersConfig>;
		const money = parsed.money ?? FALLBACK.money;
		return parsed.timeZone ? { money, timeZone: parsed.timeZone } : { money };
	} catch {
		return FALLBACK;
	}
}
