// spec §2 /checkout lines: the cart (page=cart) or the immediate order (buy_now, campaign);
// spec §3 cart item (variation, add-ons), contract §7 variation formats
import type { BuyNowLine } from '../placement/order-payload';

/** One line of the order summary. */
export interface SummaryLine {
	key: string;
	name: string;
	image: string | null;
	quantity: number;
	/** Chosen options and add-ons, as text ('Size: Large · Egg × 2'). */
	details: string;
	/** What the line costs, when the server priced it (cart lines); buy-now is priced by preview. */
	total: number | null;
	/** A medicine sold on prescription (spec §5): checkout asks for a photo of it. */
	prescription: boolean;
}

interface ItemLike {
	id: number;
	name: string;
	image_full_url?: string | null;
	store_id: number;
	module_id: number;
	add_ons?: readonly { id: number; name: string }[];
	is_prescription_required?: number;
}

interface CartLineLike {
	id: number;
	quantity: number;
	total_price?: number;
	variation: readonly unknown[];
	add_on_ids: readonly number[];
	add_on_qtys: readonly number[];
	item: ItemLike;
}

function variationText(variation: readonly unknown[]): string[] {
	return variation.flatMap((choice) => {
		if (!choice || typeof choice !== 'object') return [];
		const { type, name, values } = choice as {
			type?: unknown;
			name?: unknown;
			values?: { label?: unknown };
		};
		if (typeof type === 'string') return [type];
		const labels = values?.label;
		const list = Array.isArray(labels) ? labels : typeof labels === 'string' ? [labels] : [];
		return typeof name === 'string' && list.length ? [`${name}: ${list.join(', ')}`] : [];
	});
}

function addOnText(item: ItemLike, ids: readonly number[], qtys: readonly number[]): string[] {
	return ids.flatMap((id, i) => {
		const addOn = item.add_ons?.find((a) => a.id === id);
		if (!addOn) return [];
		const qty = qtys[i] ?? 1;
		return [qty > 1 ? `${addOn.name} × ${qty}` : addOn.name];
	});
}

export function lineDetails(
	item: ItemLike,
	line: Pick<CartLineLike, 'variation' | 'add_on_ids' | 'add_on_qtys'>,
): string {
	return [
		...variationText(line.variation),
		...addOnText(item, line.add_on_ids, line.add_on_qtys),
	].join(' · ');
}

export function cartSummaryLines(lines: readonly CartLineLike[]): SummaryLine[] {
	return lines.map((line) => ({
		key: `cart-${line.id}`,
		name: line.item.name,
		image: line.item.image_full_url ?? null,
		quantity: line.quantity,
		details: lineDetails(line.item, line),
		total: typeof line.total_price === 'number' ? line.total_price : null,
		prescription: line.item.is_prescription_required === 1,
	}));
}

export function buyNowSummaryLine(entry: { line: BuyNowLine; item: ItemLike }): SummaryLine {
	return {
		key: `buy-${entry.item.id}`,
		name: entry.item.name,
		image: entry.item.image_full_url ?? null,
		quantity: entry.line.quantity,
		details: lineDetails(entry.item, entry.line),
		total: null,
		prescription: entry.item.is_prescription_required === 1,
	};
}
