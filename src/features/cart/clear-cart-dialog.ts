import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { button, createCartDialog, type DialogParts, el } from './cart-dom';
import './cart-dialog.css';

let parts: DialogParts | null = null;
let answer: ((confirmed: boolean) => void) | null = null;

function create(): DialogParts {
	const locale = pageLocale();
	const created = createCartDialog('clear-cart-dialog', m['cart.close']({}, { locale }));
	const { dialog, title, body, actions } = created;
	title.textContent = m['cart.clearTitle']({}, { locale });
	body.append(el('p', '', m['cart.clearBody']({}, { locale })));
	actions.append(
		button('cart-dialog-secondary', m['cart.cancel']({}, { locale }), () => dialog.close('cancel')),
		button('cart-dialog-primary', m['cart.clearConfirm']({}, { locale }), () =>
			dialog.close('confirm'),
		),
	);
	dialog.addEventListener('close', () => {
		const settle = answer;
		answer = null;
		settle?.(dialog.returnValue === 'confirm');
		dialog.returnValue = '';
	});
	return created;
}

/**
 * spec §2, §4, §5: the clear-cart confirmation shown when an item of another store is added.
 * Resolves true when the shopper confirms; Cancel, Escape or the backdrop resolve false.
 */
export function confirmClearCart(): Promise<boolean> {
	parts ??= create();
	const { dialog, actions } = parts;
	answer?.(false); // a second question replaces an unanswered one
	return new Promise((resolve) => {
		answer = resolve;
		if (!dialog.open) dialog.showModal();
		actions.querySelector<HTMLButtonElement>('.cart-dialog-primary')?.focus();
	});
}
