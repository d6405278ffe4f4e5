// "Order again" (issue 16): the still-available lines of a past order go into the cart at today's
// prices, a note names the lines that cannot, and the cart opens. Loaded on the first press.
import { api, pageLocale } from '~/api-client/client';
import { addToCart, openCart } from '~/features/cart/cart';
import type { OrderLine } from '~/features/orders/order-types';
import { m } from '~/i18n/messages';
import { toast } from '~/state/toast.state';
import { type CurrentItem, planReorderLine } from './reorder-rules';

async function currentItem(id: number | null | undefined): Promise<CurrentItem | null> {
	if (!id) return null;
	try {
		const body = (await api.url(`/items/details/${id}`).get().json()) as Partial<CurrentItem>;
		return typeof body.id === 'number' ? (body as CurrentItem) : null;
	} catch {
		return null; // gone (404) or not offered any more
	}
}

export async function reorder(lines: OrderLine[]): Promise<void> {
	const locale = pageLocale();
	const plans = await Promise.all(
		lines.map(async (line) => planReorderLine(line, await currentItem(line.item_id))),
	);
	let added = 0;
	const missing: string[] = [];
	for (const plan of plans) {
		if (!plan.ok) {
			missing.push(plan.name);
			continue;
		}
		if (await addToCart(plan.input)) added += 1;
		else missing.push(plan.input.item.name); // refused (told by a toast), or the shopper kept the other cart
	}
	if (missing.length > 0)
		toast(
			added > 0
				? m['account.reorder.unavailable'](
						{ names: missing.filter(Boolean).join(', ') },
						{ locale },
					)
				: m['account.reorder.none']({}, { locale }),
			'info',
			8000,
		);
	if (added > 0) {
		toast(m['account.reorder.added']({ count: String(added) }, { locale }), 'success');
		openCart();
	}
}
