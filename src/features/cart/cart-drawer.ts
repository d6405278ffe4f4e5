/**
 * The cart drawer (spec §2 cart side drawer, §4 cart item and cart drawer button, §9 free
 * delivery and leading zero): a native modal <dialog> on the inline end, built on first open.
 */
import { pageLocale, signInPath } from '~/api-client/client';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { freeDelivery } from '~/lib/free-delivery';
import { localizedPath } from '~/lib/preferences';
import { $overlay, closeOverlay } from '~/state/overlay.state';
import { $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';
import { $cart, $cartLoaded, loadCart, removeCartLine, updateCartLine } from './cart';
import { type CartConfig, loadCartConfig, loadStoreTerms, type StoreTerms } from './cart-config';
import { button, el, icon } from './cart-dom';
import {
	addOnSummary,
	CHECKOUT_PATH,
	cartSubtotal,
	checkoutStep,
	decreaseAction,
	increaseRefusal,
	lineListTotal,
	minimumOrderProgress,
	quantityLabel,
	variationSummary,
} from './cart-rules';
import './cart-drawer.css';

interface Parts {
	dialog: HTMLDialogElement;
	count: HTMLElement;
	content: HTMLElement;
	status: HTMLElement;
}

let parts: Parts | null = null;
let config: CartConfig | null = null;
/** The cart's store's minimum order and free-delivery flag, once known. */
let store: (StoreTerms & { id: number }) | null = null;
let failed = false;
/** Lines with a change on its way: their steppers ignore further presses meanwhile. */
const pending = new Set<number>();

const FALLBACK_MONEY: MoneyFormat = { symbol: '', position: 'left', decimals: 2 };
const t = (key: keyof typeof m, inputs: Record<string, string> = {}) =>
	(m[key] as (i: Record<string, string>, o: { locale: string }) => string)(inputs, {
		locale: pageLocale(),
	});

function focusable(element: HTMLElement, key: string): HTMLElement {
	element.dataset.focus = key;
	return element;
}

function productHref(line: CartLine): string | null {
	if (line.item_type !== 'App\\Models\\Item') return null;
	return localizedPath(
		`/product/${encodeURIComponent(line.item.slug || String(line.item.id))}`,
		pageLocale(),
	);
}

function stepper(line: CartLine): HTMLElement {
	const name = line.item.name;
	const group = el('div', 'cart-stepper');
	group.setAttribute('role', 'group');
	group.setAttribute('aria-label', t('cart.quantityOf', { name }));
	const remove = decreaseAction(line.quantity) === 'remove';
	const busy = pending.has(line.id);
	const minus = focusable(
		button(remove ? 'cart-step remove' : 'cart-step', '', () => void step(line, 'minus')),
		`${line.id}-minus`,
	);
	minus.setAttribute('aria-label', t(remove ? 'cart.remove' : 'cart.decrease'));
	minus.append(icon(remove ? 'trash' : 'minus', 16));
	const plus = focusable(
		button('cart-step', '', () => void step(line, 'plus')),
		`${line.id}-plus`,
	);
	plus.setAttribute('aria-label', t('cart.increase'));
	plus.append(icon('plus', 16));
	for (const control of [minus, plus]) if (busy) control.setAttribute('aria-disabled', 'true');
	group.append(minus, el('span', 'cart-qty', quantityLabel(line.quantity)), plus);
	return group;
}

function lineView(line: CartLine, money: MoneyFormat): HTMLLIElement {
	const item = el('li', 'cart-line');
	item.dataset.lineId = String(line.id);
	const frame = el('span', 'cart-line-image');
	if (line.item.image_full_url) {
		const image = el('img');
		image.src = line.item.image_full_url;
		image.alt = '';
		image.width = 64;
		image.height = 64;
		image.loading = 'lazy';
		image.addEventListener('error', () => image.remove(), { once: true }); // spec §8 placeholder
		frame.append(image);
	}
	const main = el('div', 'cart-line-main');
	const href = productHref(line);
	const name = href
		? el('a', 'cart-line-name', line.item.name)
		: el('span', 'cart-line-name', line.item.name);
	if (name instanceof HTMLAnchorElement && href) name.href = href;
	main.append(name);
	const options = [variationSummary(line.variation), addOnSummary(line)].filter(Boolean);
	if (options.length) main.append(el('p', 'cart-line-options', options.join(' · ')));
	const total = el('p', 'cart-line-total', formatMoney(line.total_price, money));
	const before = lineListTotal(line);
	if (before !== null) total.prepend(el('del', 'cart-line-list', formatMoney(before, money)), ' ');
	main.append(total);
	item.append(frame, main, stepper(line));
	return item;
}

function emptyView(): HTMLElement {
	const box = el('div', 'cart-empty');
	const art = el('span', 'cart-empty-art');
	art.append(icon('cart', 40));
	const link = el('a', 'cart-button primary', t('cart.continueShopping'));
	link.href = localizedPath('/home', pageLocale());
	box.append(art, el('h3', '', t('cart.empty')), el('p', '', t('cart.emptyHelp')), link);
	return box;
}

/** A progress note and bar (free delivery, minimum order), labelled by its note. */
function progressView(id: string, text: string, percent: number | null): HTMLElement {
	const box = el('div', 'cart-free-delivery');
	const note = el('p', '', text);
	note.id = id;
	box.append(note);
	if (percent !== null) {
		const bar = el('progress');
		bar.max = 100;
		bar.value = percent;
		bar.setAttribute('aria-labelledby', note.id);
		box.append(bar);
	}
	return box;
}

function summary(lines: CartLine[], money: MoneyFormat): HTMLElement {
	const foot = el('div', 'cart-summary');
	const subtotal = cartSubtotal(lines);
	const terms = store && store.id === lines[0]?.item.store_id ? store : null;
	// issue 14 item 4: below the store's minimum order, say so before the checkout refuses.
	const minimum = minimumOrderProgress(subtotal, terms?.minimumOrder, money.decimals);
	if (minimum && minimum.remaining > 0) {
		const text = t('cart.minimumOrderRemaining', {
			amount: formatMoney(minimum.remaining, money),
		});
		foot.append(progressView('cart-minimum-order-note', text, minimum.percent));
	}
	// issue 14 item 3: the one rule (the store's own free delivery first, then the admin's).
	const progress = config
		? freeDelivery({
				storeFreeDelivery: terms?.freeDelivery ?? lines[0]?.item.free_delivery === true,
				rule: config.freeDeliveryRule,
				subtotal,
				decimals: money.decimals,
			})
		: null;
	if (progress) {
		const text = progress.free
			? t(progress.by === 'threshold' ? 'cart.freeDeliveryReached' : 'cart.freeDeliveryStore')
			: t('cart.freeDeliveryRemaining', { amount: formatMoney(progress.remaining, money) });
		foot.append(
			progressView(
				'cart-free-delivery-note',
				text,
				progress.by === 'threshold' || !progress.free ? progress.percent : null,
			),
		);
	}
	const row = el('p', 'cart-subtotal');
	row.append(el('span', '', t('cart.subtotal')), el('strong', '', formatMoney(subtotal, money)));
	const checkout = focusable(
		button('cart-button primary', t('cart.checkout'), () => void onCheckout()),
		'checkout',
	);
	foot.append(row, checkout);
	return foot;
}

function messageView(text: string, retry: boolean): HTMLElement {
	const box = el('div', 'cart-message');
	box.append(el('p', '', text));
	if (retry)
		box.append(
			focusable(
				button('cart-button', t('cart.retry'), () => void refresh()),
				'retry',
			),
		);
	return box;
}

/** Redraws the drawer from `$cart`, keeping the focus on the control that had it. */
function render(): void {
	if (!parts) return;
	const { dialog, content, count } = parts;
	const active = document.activeElement as HTMLElement | null;
	const focusKey = dialog.contains(active) ? active?.dataset.focus : undefined;
	const focusLine = focusKey
		? [...dialog.querySelectorAll('.cart-line')].findIndex((li) => li.contains(active))
		: -1;
	const lines = $cart.get();
	const ready = $cartLoaded.get() && config !== null;
	count.textContent =
		!ready || lines.length === 0 ? '' : t('cart.itemCount', { count: String(lines.length) });
	content.setAttribute('aria-busy', String(!ready && !failed));
	if (!ready) {
		content.replaceChildren(messageView(t(failed ? 'cart.loadFailed' : 'cart.loading'), failed));
	} else if (lines.length === 0) {
		content.replaceChildren(emptyView());
	} else {
		const money = config?.money ?? FALLBACK_MONEY;
		const list = el('ul', 'cart-lines');
		list.append(...lines.map((line) => lineView(line, money)));
		content.replaceChildren(list, summary(lines, money));
	}
	if (!focusKey) return;
	const again = dialog.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`);
	// A removed line hands the focus to the line now in its place (or the last), else to the close
	// button.
	const rows = dialog.querySelectorAll('.cart-line');
	const next = focusLine >= 0 ? rows[Math.min(focusLine, rows.length - 1)] : undefined;
	(
		again ??
		next?.querySelector<HTMLElement>('.cart-step') ??
		dialog.querySelector<HTMLElement>('.cart-drawer-close')
	)?.focus();
}

async function step(line: CartLine, direction: 'plus' | 'minus'): Promise<void> {
	if (pending.has(line.id)) return;
	if (direction === 'plus') {
		// spec §5 cart limits, said at once without asking the server.
		const refusal = increaseRefusal(line, $cart.get());
		if (refusal) {
			toast(t(refusal === 'outOfStock' ? 'cart.outOfStock' : 'cart.outOfLimits'), 'error');
			return;
		}
	}
	const remove = direction === 'minus' && decreaseAction(line.quantity) === 'remove';
	pending.add(line.id);
	render();
	const done = remove
		? await removeCartLine(line.id, t('cart.lineRemoved'))
		: await updateCartLine(line, { quantity: line.quantity + (direction === 'plus' ? 1 : -1) });
	pending.delete(line.id);
	render();
	const now = $cart.get().find((l) => l.id === line.id);
	if (done && now && parts)
		parts.status.textContent = t('cart.quantityNow', {
			name: now.item.name,
			quantity: String(now.quantity),
		});
}

/** spec §4 cart drawer button. */
async function onCheckout(): Promise<void> {
	const locale = pageLocale();
	const settings = config ?? (await loadCartConfig().catch(() => null));
	const checkout = localizedPath(CHECKOUT_PATH, locale);
	const next = checkoutStep({
		lines: $cart.get().length,
		signedIn: $token.get() !== '',
		guestCheckout: settings?.guestCheckout ?? false,
	});
	if (next === 'guest-prompt') {
		const { showGuestPrompt } = await import('./guest-prompt');
		showGuestPrompt();
		return;
	}
	parts?.dialog.close();
	if (next === 'checkout') location.assign(checkout);
	else if (next === 'sign-in') location.assign(signInPath(locale, checkout));
	else location.assign(localizedPath('/home', locale));
}

async function refresh(): Promise<void> {
	failed = false;
	render();
	const [, loaded] = await Promise.all([loadCart(), loadCartConfig().catch(() => null)]);
	config = loaded ??
		config ?? {
			money: FALLBACK_MONEY,
			freeDeliveryRule: { toAllStores: false, over: null },
			guestCheckout: false,
		};
	const storeId = $cart.get()[0]?.item.store_id;
	const terms = storeId ? await loadStoreTerms(storeId).catch(() => null) : null;
	store = terms && storeId ? { ...terms, id: storeId } : null;
	failed = !$cartLoaded.get();
	render();
}

function create(): Parts {
	const dialog = el('dialog', 'cart-drawer');
	dialog.id = 'cart-drawer';
	dialog.setAttribute('aria-labelledby', 'cart-drawer-title');
	const head = el('div', 'cart-drawer-head');
	const title = el('h2', '', t('cart.title'));
	title.id = 'cart-drawer-title';
	const count = el('span', 'cart-drawer-count');
	const close = button('cart-drawer-close', '', () => dialog.close());
	close.setAttribute('aria-label', t('cart.close'));
	close.append(icon('close', 20));
	head.append(title, count, close);
	const content = el('div', 'cart-drawer-content');
	const status = el('p', 'visually-hidden');
	status.setAttribute('role', 'status');
	dialog.append(head, content, status);
	dialog.addEventListener('click', (event) => {
		if (event.target === dialog) dialog.close(); // the backdrop
	});
	dialog.addEventListener('close', () => {
		status.textContent = '';
		if ($overlay.get() === 'cart') closeOverlay();
	});
	// Another overlay takes the screen: the drawer steps aside.
	$overlay.listen((overlay) => {
		if (overlay !== 'cart' && dialog.open) dialog.close();
	});
	$cart.listen(render);
	$cartLoaded.listen(render);
	document.body.append(dialog);
	return { dialog, count, content, status };
}

/** Opens the drawer (on `$overlay === 'cart'`) and refreshes the lines from the server. */
export function showCartDrawer(): void {
	parts ??= create();
	if (!parts.dialog.open) parts.dialog.showModal();
	void refresh();
}
