import { api, handleApiError, pageLocale } from '~/api-client/client';
import {
	$cart,
	$cartLoaded,
	addToCart,
	cartLineForItem,
	loadCart,
	removeCartLine,
	updateCartLine,
} from '~/features/cart/cart';
import type { AddToCartInput } from '~/features/cart/cart.api';
import { decreaseAction, increaseRefusal } from '~/features/cart/cart-rules';
import { openLocationAlert } from '~/features/location/open-location';
import { m } from '~/i18n/messages';
import { hasLocation } from '~/state/location.state';
import { $module } from '~/state/module.state';
import { hasProductDialog, openQuickView } from '~/state/product-dialog.state';
import { $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';

/** What a card's action button carries in its data attributes. */
export interface CardActionData {
	/** increment and decrement: the stepper a card shows instead of add once the item is in the cart. */
	action: 'quick-view' | 'wishlist' | 'add' | 'increment' | 'decrement';
	itemId: number | null;
	storeId: number | null;
	slug: string;
	moduleType: string;
	hasVariations: boolean;
	/** The product (or store) page in the page's language. */
	href: string;
}

/**
 * A button's data: its own attributes over those of its card's action group (CardActions.astro
 * puts what all of a card's buttons share on the group once).
 */
function cardData(button: HTMLElement): Record<string, string | undefined> {
	const group = button.closest<HTMLElement>('.card-actions');
	return { ...(group?.dataset ?? {}), ...button.dataset };
}

export function readCardAction(button: HTMLElement): CardActionData | null {
	const d = cardData(button);
	const action = d.cardAction;
	if (
		action !== 'quick-view' &&
		action !== 'wishlist' &&
		action !== 'add' &&
		action !== 'increment' &&
		action !== 'decrement'
	)
		return null;
	const id = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);
	return {
		action,
		itemId: id(d.itemId),
		storeId: id(d.storeId),
		slug: d.itemSlug ?? '',
		moduleType: d.moduleType ?? '',
		hasVariations: d.hasVariations === 'true',
		href: d.href ?? '',
	};
}

/** What a click on a card action does (spec §2 hover actions, §4 add button, §5 wishlist). */
export type CardOutcome =
	| { kind: 'quick-view'; id: number; slug: string }
	| { kind: 'navigate'; href: string }
	| { kind: 'location-alert' }
	| { kind: 'login-required' }
	| { kind: 'wishlist'; detail: { itemId: number } | { storeId: number } }
	| { kind: 'add'; id: number; moduleType: string }
	| { kind: 'step'; id: number; delta: 1 | -1 }
	| { kind: 'none' };

export function cardOutcome(
	data: CardActionData,
	context: { signedIn: boolean; located: boolean; dialog: boolean },
): CardOutcome {
	const quickView = (): CardOutcome =>
		context.dialog && data.itemId !== null
			? { kind: 'quick-view', id: data.itemId, slug: data.slug }
			: data.href
				? { kind: 'navigate', href: data.href }
				: { kind: 'none' };
	switch (data.action) {
		case 'wishlist':
			// spec §5: adding to the wishlist requires a token.
			if (!context.signedIn) return { kind: 'login-required' };
			if (data.itemId !== null) return { kind: 'wishlist', detail: { itemId: data.itemId } };
			if (data.storeId !== null) return { kind: 'wishlist', detail: { storeId: data.storeId } };
			return { kind: 'none' };
		case 'add':
			// spec §5: adding to the cart requires a chosen location, else the location alert.
			if (!context.located) return { kind: 'location-alert' };
			// spec §4: ecommerce items with variations go to the product page.
			if (data.moduleType === 'ecommerce' && data.hasVariations && data.href)
				return { kind: 'navigate', href: data.href };
			// spec §4: other items with variations open the choice modal (the quick view)…
			if (data.hasVariations) return quickView();
			// …and items without any go straight into the cart, one unit (spec §9 default quantity).
			return data.itemId !== null
				? { kind: 'add', id: data.itemId, moduleType: data.moduleType }
				: { kind: 'none' };
		case 'increment':
		case 'decrement':
			// spec §4 cart item: the card's stepper; at 1 the minus removes the line.
			return data.itemId !== null
				? { kind: 'step', id: data.itemId, delta: data.action === 'increment' ? 1 : -1 }
				: { kind: 'none' };
		case 'quick-view':
			return quickView();
	}
}

/** Items being added or stepped from a card: further presses wait for the answer. */
const busy = new Set<number>();

/** The card's title names the item (the buttons are described by it). */
function cardItemName(button: HTMLElement): string {
	const id = button.getAttribute('aria-describedby');
	return (id && document.getElementById(id)?.textContent?.trim()) || '';
}

/**
 * What the cart needs of a card's item. Carts are per module: when the selected module is not
 * the item's type (a store page reached from elsewhere), the item's details say which it is.
 */
async function cardItem(
	id: number,
	moduleType: string,
	name: string,
	known: { storeId: number | null; moduleId: number | null },
): Promise<AddToCartInput['item'] | null> {
	if ($module.get()?.module_type === moduleType)
		return { id, store_id: known.storeId, name, module_type: moduleType };
	if (known.storeId !== null && known.moduleId !== null)
		return {
			id,
			store_id: known.storeId,
			name,
			module_type: moduleType,
			module_id: known.moduleId,
		};
	try {
		const item = await api
			.url(`/items/details/${id}`)
			.get()
			.json<{ store_id: number; module_id: number; module_type: string; name: string }>();
		return {
			id,
			store_id: item.store_id,
			name: item.name,
			module_type: item.module_type,
			module_id: item.module_id,
		};
	} catch (error) {
		handleApiError(error);
		return null;
	}
}

async function addFromCard(id: number, moduleType: string, button: HTMLElement): Promise<void> {
	if (busy.has(id)) return;
	busy.add(id);
	try {
		const number = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);
		const data = cardData(button);
		const item = await cardItem(id, moduleType, cardItemName(button), {
			storeId: number(data.itemStoreId),
			moduleId: number(data.moduleId),
		});
		if (item)
			await addToCart({ item, quantity: 1, variation: [], add_on_ids: [], add_on_qtys: [] });
	} finally {
		busy.delete(id);
	}
}

async function stepFromCard(id: number, delta: 1 | -1): Promise<void> {
	const line = cartLineForItem(id, 'Item');
	if (!line || busy.has(id)) return;
	const locale = pageLocale();
	if (delta > 0) {
		// spec §5 cart limits: 'Out of Stock' / 'Out of Limits' without asking the server.
		const refusal = increaseRefusal(line, $cart.get());
		if (refusal) {
			toast(
				(refusal === 'outOfStock' ? m['cart.outOfStock'] : m['cart.outOfLimits'])({}, { locale }),
				'error',
			);
			return;
		}
	}
	busy.add(id);
	try {
		if (delta < 0 && decreaseAction(line.quantity) === 'remove')
			await removeCartLine(line.id, m['cart.removed']({}, { locale }));
		else await updateCartLine(line, { quantity: line.quantity + delta });
	} finally {
		busy.delete(id);
	}
}

function run(outcome: CardOutcome, button: HTMLElement): void {
	switch (outcome.kind) {
		case 'add':
			void addFromCard(outcome.id, outcome.moduleType, button);
			return;
		case 'step':
			void stepFromCard(outcome.id, outcome.delta);
			return;
		case 'quick-view':
			openQuickView({ id: outcome.id, slug: outcome.slug });
			return;
		case 'navigate':
			window.location.assign(outcome.href);
			return;
		case 'location-alert':
			void openLocationAlert();
			return;
		case 'login-required':
			toast(m['cards.notLoggedIn']({}, { locale: pageLocale() }), 'error');
			return;
		case 'wishlist':
			document.dispatchEvent(new CustomEvent('wishlist:toggle', { detail: outcome.detail }));
			return;
		case 'none':
			return;
	}
}

function markBroken(image: HTMLImageElement): void {
	image.closest<HTMLElement>('[data-card-image]')?.setAttribute('data-broken', 'true');
}

function onClick(event: MouseEvent): void {
	const target = event.target as Element | null;
	const button = target?.closest?.<HTMLElement>('[data-card-action]');
	if (!button) return;
	const data = readCardAction(button);
	if (!data) return;
	event.preventDefault();
	run(
		cardOutcome(data, {
			signedIn: $token.get() !== '',
			located: hasLocation(),
			dialog: hasProductDialog(),
		}),
		button,
	);
}

let steppers = false;

/** spec §4: cards of items in the cart show a stepper; its code loads once the cart has lines. */
function watchCart(): void {
	$cart.subscribe((lines) => {
		if (lines.length === 0 && !steppers) return;
		steppers = true;
		void import('~/features/cart/card-stepper').then((s) => s.syncCardSteppers(lines));
	});
	if (!$cartLoaded.get() && document.querySelector('[data-card-action="add"]')) void loadCart();
}

function onError(event: Event): void {
	// 'error' does not bubble: listen in the capture phase (spec §8 placeholder fallback).
	if (event.target instanceof HTMLImageElement) markBroken(event.target);
}

/** Installs the one delegated click handler and the image fallback; safe to call twice. */
export function installCardActions(): void {
	const flag = '__cardActions';
	const scope = window as unknown as Record<string, boolean>;
	if (scope[flag]) return;
	scope[flag] = true;
	document.addEventListener('click', onClick);
	document.addEventListener('error', onError, true);
	watchCart();
	// Images that failed before this script ran.
	for (const image of document.querySelectorAll<HTMLImageElement>('[data-card-image] img')) {
		if (image.complete && image.naturalWidth === 0 && image.currentSrc) markBroken(image);
	}
}
