import { pageLocale } from '~/api-client/client';
import { askConfirm } from '~/components/ui/confirm';
import { m } from '~/i18n/messages';

/**
 * spec §2, §4, §5: the clear-cart confirmation shown when an item of another store is added.
 * Resolves true when the shopper confirms; Cancel, Escape or the backdrop resolve false.
 */
export function confirmClearCart(): Promise<boolean> {
	const locale = pageLocale();
	return askConfirm({
		id: 'clear-cart-dialog',
		title: m['cart.clearTitle']({}, { locale }),
		body: m['cart.clearBody']({}, { locale }),
		confirmLabel: m['cart.clearConfirm']({}, { locale }),
		cancelLabel: m['cart.cancel']({}, { locale }),
		closeLabel: m['cart.close']({}, { locale }),
	});
}
