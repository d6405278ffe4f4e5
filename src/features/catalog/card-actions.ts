import { pageLocale } from '~/api-client/client';
import { openLocationAlert } from '~/features/location/open-location';
import { m } from '~/i18n/messages';
import { hasLocation } from '~/state/location.state';
import { hasProductDialog, openQuickView } from '~/state/product-dialog.state';
import { $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';

/** What a card's action button carries in its data attributes. */
export interface CardActionData {
	action: 'quick-view' | 'wishlist' | 'add';
	itemId: number | null;
	storeId: number | null;
	slug: string;
	moduleType: string;
	hasVariations: boolean;
	/** The product (or store) page in the page's language. */
	href: string;
}

export function readCardAction(button: HTMLElement): CardActionData | null {
	const d = button.dataset;
	if (d.cardAction !== 'quick-view' && d.cardAction !== 'wishlist' && d.cardAction !== 'add')
		return null;
	const id = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);
	return {
		action: d.cardAction,
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
			return quickView();
		case 'quick-view':
			return quickView();
	}
}

function run(outcome: CardOutcome): void {
	switch (outcome.kind) {
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

/** Marks every card's heart for an item or store as in the wishlist, or not (aria-pressed). */
export function setWishlisted(target: { itemId: number } | { storeId: number }, on: boolean): void {
	const selector =
		'itemId' in target
			? `[data-card-action="wishlist"][data-item-id="${target.itemId}"]`
			: `[data-card-action="wishlist"][data-store-id="${target.storeId}"]`;
	for (const button of document.querySelectorAll<HTMLElement>(selector))
		button.setAttribute('aria-pressed', String(on));
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
	);
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
	// Images that failed before this script ran.
	for (const image of document.querySelectorAll<HTMLImageElement>('[data-card-image] img')) {
		if (image.complete && image.naturalWidth === 0 && image.currentSrc) markBroken(image);
	}
}
