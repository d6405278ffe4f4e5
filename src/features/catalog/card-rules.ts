import { discountedPrice, formatMoney, type MoneyFormat } from '~/lib/money';
import { round2 } from '~/lib/numbers';

/** The fields of an item the card rules read (a subset of the wire item, spec §3). */
export interface CardItem {
	price: number;
	discount: number;
	discount_type: string;
	store_discount: number;
	variations: { price: number }[];
	available_time_starts: string;
	available_time_ends: string;
}

// spec §5 flash sale badge: store_discount if above 0, else item discount if above 0
// (percent with %, else currency amount). Store discounts are always percent.
export type DiscountBadge = { kind: 'percent'; value: number } | { kind: 'amount'; value: number };

export function flashSaleBadge(
	item: Pick<CardItem, 'discount' | 'discount_type' | 'store_discount'>,
): DiscountBadge | null {
	if (item.store_discount > 0) return { kind: 'percent', value: item.store_discount };
	if (item.discount > 0)
		return item.discount_type === 'percent'
			? { kind: 'percent', value: item.discount }
			: { kind: 'amount', value: item.discount };
	return null;
}

/** The badge's text: "20%" or the currency amount ("$2.00"). */
export function discountLabel(
	item: Pick<CardItem, 'discount' | 'discount_type' | 'store_discount'>,
	money: MoneyFormat,
): string | null {
	const badge = flashSaleBadge(item);
	if (!badge) return null;
	return badge.kind === 'percent' ? `${trimNumber(badge.value)}%` : formatMoney(badge.value, money);
}

function trimNumber(value: number): string {
	return String(round2(value));
}

/** What a card's price line shows: one price or a range, each before and after the discount. */
export interface CardPrice {
	min: number;
	max: number;
	/** Undiscounted bounds; equal to min/max when no discount applies. */
	wasMin: number;
	wasMax: number;
	discounted: boolean;
	range: boolean;
}

// spec §2 cards: discounted price with the original struck through, or a range when variations
// differ; spec §5: the discount is the store's (percent) when above 0, else the item's own.
export function priceRange(item: CardItem): CardPrice {
	const prices = item.variations.length ? item.variations.map((v) => v.price) : [item.price];
	const wasMin = Math.min(...prices);
	const wasMax = Math.max(...prices);
	const badge = flashSaleBadge(item);
	const apply = (p: number) =>
		badge ? discountedPrice(p, badge.value, badge.kind === 'percent' ? 'percent' : 'amount') : p;
	const min = apply(wasMin);
	const max = apply(wasMax);
	return { min, max, wasMin, wasMax, discounted: min < wasMin, range: wasMax > wasMin };
}

function seconds(time: string): number | null {
	const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(time.trim());
	if (!match) return null;
	return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

// spec §5: an item is available only when the current time is within available_time_starts and
// ends. A window that ends before it starts runs over midnight; a missing window is always open.
export function isAvailableNow(
	item: Pick<CardItem, 'available_time_starts' | 'available_time_ends'>,
	now: string,
): boolean {
	const start = seconds(item.available_time_starts ?? '');
	const end = seconds(item.available_time_ends ?? '');
	const at = seconds(now);
	if (start === null || end === null || at === null || start === end) return true;
	return start < end ? at >= start && at <= end : at >= start || at <= end;
}

/** "09:00:00" → "09:00" for the availability window. */
export function shortTime(time: string): string {
	return /^\d{1,2}:\d{2}/.exec(time.trim())?.[0] ?? time;
}

export const DISTANCE_CAP_KM = 1000;

// spec §9: distance in km with the configured decimals, '1k+ km' above 1000. Input in metres.
export function formatDistanceKm(metres: number, decimals: number): string {
	const km = metres / 1000;
	if (km > DISTANCE_CAP_KM) return '1k+ km';
	return `${Math.max(0, km).toFixed(Math.max(0, decimals))} km`;
}

// spec §9: ratings with 1 decimal in half-star precision; stars are counted in halves.
export function formatRating(rating: number): { text: string; halfStars: number } {
	const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
	return { text: clamped.toFixed(1), halfStars: Math.round(clamped * 2) };
}

// spec §9: flash sale progress = sold / stock × 100, clamped to 0..100.
export function flashSaleProgress(sold: number, stock: number): number {
	if (!(stock > 0)) return sold > 0 ? 100 : 0;
	return Math.min(100, Math.max(0, Math.round((sold / stock) * 100)));
}

export const FLASH_SLIDER_NAME_CHARS = 25;
export const READ_MORE_CHARS = 70;

// spec §9: names cut at 25 characters in the flash teaser; read-more at 70 by default.
export function truncate(text: string, max: number): string {
	const chars = Array.from(text);
	if (chars.length <= max) return text;
	return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** The marks an item card shows besides the discount (spec §2 cards, §3 item fields). */
export interface ItemFlags {
	organic: boolean;
	halal: boolean;
	recommended: boolean;
	/** Food only: 'veg' when veg is 1, else 'non-veg'; null for other modules. */
	diet: 'veg' | 'non-veg' | null;
}

export function itemFlags(item: {
	module_type: string;
	organic: number;
	halal_tag_status: number;
	is_halal?: unknown;
	recommended: number;
	veg: number;
}): ItemFlags {
	// Halal: the store shows halal tags and, when the item says so, the item is halal.
	const itemHalal = typeof item.is_halal === 'number' ? item.is_halal === 1 : true;
	return {
		organic: item.organic === 1,
		halal: item.halal_tag_status === 1 && itemHalal,
		recommended: item.recommended === 1,
		diet: item.module_type === 'food' ? (item.veg === 1 ? 'veg' : 'non-veg') : null,
	};
}

// spec §2 routes: /product/{id} and /store/{id}, id being the slug when present else the id.
export function itemPath(item: { id: number; slug?: string | null }): string {
	return `/product/${encodeURIComponent(item.slug || String(item.id))}`;
}

export function storePath(store: { id: number; slug?: string | null }): string {
	return `/store/${encodeURIComponent(store.slug || String(store.id))}`;
}
