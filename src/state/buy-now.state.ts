import { atom } from 'nanostores';
import type { z } from 'zod';
import { isLocale, type Locale } from '~/config/locales';
import type { itemSchema } from '~/contracts/catalog';
import { localizedPath } from '~/lib/preferences';

/**
 * The one line a shopper buys at once, without the cart (spec §2 Buy Now / Order Now → /checkout
 * ?page=buy_now|campaign). Kept in sessionStorage so the checkout page, and a reload of it,
 * read it; a new tab starts without one.
 */
export interface BuyNowLine {
	item_id: number;
	item_type: 'Item' | 'ItemCampaign';
	quantity: number;
	/** As the cart takes it: `[{type}]` or `[{name, values: {label: [...]}}]`. */
	variation: ({ type: string } | { name: string; values: { label: string[] } })[];
	add_on_ids: number[];
	add_on_qtys: number[];
}

export interface BuyNowEntry {
	page: 'buy_now' | 'campaign';
	store_id: number;
	module_id: number;
	line: BuyNowLine;
	/** The item as the catalogue serialised it, for the checkout's summary. */
	item: z.infer<typeof itemSchema>;
}

export const BUY_NOW_KEY = 'buy-now';

export function decodeBuyNow(raw: string | null): BuyNowEntry | null {
	if (!raw) return null;
	try {
		const value = JSON.parse(raw) as Partial<BuyNowEntry> | null;
		const line = value?.line;
		const valid =
			(value?.page === 'buy_now' || value?.page === 'campaign') &&
			Number.isInteger(value.store_id) &&
			Number.isInteger(value.module_id) &&
			typeof value.item === 'object' &&
			value.item !== null &&
			Number.isInteger(line?.item_id) &&
			Number.isInteger(line?.quantity) &&
			(line?.quantity ?? 0) >= 1 &&
			Array.isArray(line?.variation) &&
			Array.isArray(line?.add_on_ids) &&
			Array.isArray(line?.add_on_qtys);
		return valid ? (value as BuyNowEntry) : null;
	} catch {
		return null;
	}
}

function storage(): Storage | null {
	try {
		return typeof sessionStorage === 'undefined' ? null : sessionStorage;
	} catch {
		return null; // storage switched off
	}
}

/** sessionStorage `buy-now`: the entry the checkout's buy_now and campaign pages order. */
export const $buyNow = atom<BuyNowEntry | null>(
	decodeBuyNow(storage()?.getItem(BUY_NOW_KEY) ?? null),
);

$buyNow.listen((entry) => {
	const store = storage();
	if (!store) return;
	if (entry) store.setItem(BUY_NOW_KEY, JSON.stringify(entry));
	else store.removeItem(BUY_NOW_KEY);
});

/** The checkout's address for an entry, in the page's language (spec §2 /checkout?page=…). */
export function buyNowCheckoutPath(entry: Pick<BuyNowEntry, 'page'>, locale: Locale): string {
	return localizedPath(`/checkout?page=${entry.page}`, locale);
}

/** Keeps the line and goes to the checkout (spec §2 Buy Now → /checkout?page=buy_now). */
export function startBuyNow(
	entry: BuyNowEntry,
	navigate: (path: string) => void = (path) => location.assign(path),
): void {
	$buyNow.set(entry);
	const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
	navigate(buyNowCheckoutPath(entry, isLocale(lang) ? lang : 'en'));
}
