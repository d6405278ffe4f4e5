import { pageLocale, signInPath } from '~/api-client/client';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { ensureGuestId } from './cart';
import { button, createCartDialog, type DialogParts, el } from './cart-dom';
import { CHECKOUT_PATH } from './cart-rules';
import './cart-dialog.css';

let parts: DialogParts | null = null;
/** Where the prompt leads: the cart's checkout, or another (a prescription order). */
let target = CHECKOUT_PATH;

function link(className: string, text: string, href: string): HTMLAnchorElement {
	const anchor = el('a', className, text);
	anchor.href = href;
	return anchor;
}

function create(): DialogParts {
	const locale = pageLocale();
	const created = createCartDialog('guest-prompt', m['cart.close']({}, { locale }));
	const { title, body, actions } = created;
	title.textContent = m['cart.guestTitle']({}, { locale });
	body.append(
		el('p', '', m['cart.guestLoginNote']({}, { locale })),
		el('p', '', m['cart.guestNote']({}, { locale })),
	);
	const guest = button('cart-dialog-secondary', m['cart.guest']({}, { locale }), async () => {
		guest.setAttribute('aria-disabled', 'true');
		await ensureGuestId(); // spec §4: the guest checks out by guest_id
		location.assign(localizedPath(target, locale));
	});
	actions.append(
		guest,
		link('cart-dialog-primary', m['cart.login']({}, { locale }), '#'),
		link(
			'cart-dialog-secondary',
			m['cart.signUp']({}, { locale }),
			localizedPath('/auth/sign-up', locale),
		),
	);
	return created;
}

/**
 * spec §2, §4: the login-or-guest prompt for a guest with items when guest checkout is on.
 * Guest goes to checkout (with a guest id), Login to sign-in and back, Sign Up to sign-up.
 */
export function showGuestPrompt(checkoutPath: string = CHECKOUT_PATH): void {
	target = checkoutPath;
	parts ??= create();
	const login = parts.actions.querySelector<HTMLAnchorElement>('a.cart-dialog-primary');
	if (login) login.href = signInPath(pageLocale(), localizedPath(target, pageLocale()));
	if (!parts.dialog.open) parts.dialog.showModal();
	parts.actions.querySelector<HTMLElement>('.cart-dialog-primary')?.focus();
}
