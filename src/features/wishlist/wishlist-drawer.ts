/**
 * The wishlist drawer (spec §2): tabs for items and stores, each entry with a remove button that
 * asks first, and the empty states 'No favourite items found' / 'No favourite stores found'. A
 * native modal <dialog> on the inline end, built on first open; the sheet, head and rows are the
 * cart drawer's (cart-drawer.css), the tabs and the rest wishlist-drawer.css.
 */
import { pageLocale } from '~/api-client/client';
import type { Wishlist } from '~/contracts/wishlist';
import { loadCartConfig } from '~/features/cart/cart-config';
import { button, createCartDialog, type DialogParts, el, icon } from '~/features/cart/cart-dom';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { $overlay, closeOverlay } from '~/state/overlay.state';
import { $wishlist, $wishlistFailed, loadWishlist, removeFromWishlist } from './wishlist';
import {
	itemPriceText,
	nextTab,
	type WishlistItem,
	type WishlistStore,
	type WishlistTab,
	type WishlistTarget,
} from './wishlist-rules';
import '~/features/cart/cart-drawer.css';
import '~/features/cart/cart-dialog.css';
import './wishlist-drawer.css';

interface Parts {
	dialog: HTMLDialogElement;
	tabs: Record<WishlistTab, HTMLButtonElement>;
	panel: HTMLElement;
}

let parts: Parts | null = null;
let tab: WishlistTab = 'items';
let money: MoneyFormat = { symbol: '', position: 'left', decimals: 2 };

const t = (key: keyof typeof m, inputs: Record<string, string> = {}) =>
	(m[key] as (i: Record<string, string>, o: { locale: string }) => string)(inputs, {
		locale: pageLocale(),
	});

function image(src: string | null, className: string): HTMLElement {
	const frame = el('span', className);
	if (src) {
		const img = el('img');
		img.src = src;
		img.alt = '';
		img.width = 64;
		img.height = 64;
		img.loading = 'lazy';
		img.addEventListener('error', () => img.remove(), { once: true }); // spec §8 placeholder
		frame.append(img);
	}
	return frame;
}

function link(text: string, path: string): HTMLAnchorElement {
	const a = el('a', 'cart-line-name', text);
	a.href = localizedPath(path, pageLocale());
	return a;
}

function removeButton(name: string, target: WishlistTarget): HTMLButtonElement {
	const key = 'itemId' in target ? `item-${target.itemId}` : `store-${target.storeId}`;
	const remove = button('wishlist-remove', '', () => void onRemove(name, target));
	remove.dataset.focus = key;
	remove.setAttribute('aria-label', t('wishlist.remove', { name }));
	remove.append(icon('trash', 18));
	return remove;
}

/** One row of either tab: picture, name linking to its page, details, and the remove button. */
function entryView(entry: {
	name: string;
	path: string;
	picture: HTMLElement;
	details: HTMLElement[];
	target: WishlistTarget;
}): HTMLLIElement {
	const row = el('li', 'cart-line');
	const main = el('div', 'cart-line-main');
	main.append(link(entry.name, entry.path), ...entry.details);
	row.append(entry.picture, main, removeButton(entry.name, entry.target));
	return row;
}

function itemView(item: WishlistItem): HTMLLIElement {
	const price = itemPriceText(item, money);
	const line = el('p', 'wishlist-price');
	line.append(el('strong', '', price.now));
	if (price.was) line.append(' ', el('s', '', price.was));
	return entryView({
		name: item.name,
		path: `/product/${encodeURIComponent(item.slug || String(item.id))}`,
		picture: image(item.image_full_url, 'cart-line-image'),
		details: [el('p', 'wishlist-meta', item.store_name), line],
		target: { itemId: item.id },
	});
}

function storeView(store: WishlistStore): HTMLLIElement {
	const closed = store.open === 0 ? [el('p', 'wishlist-closed', t('wishlist.closedNow'))] : [];
	return entryView({
		name: store.name,
		path: `/store/${encodeURIComponent(store.slug || String(store.id))}`,
		picture: image(store.logo_full_url, 'cart-line-image wishlist-logo'),
		details: [el('p', 'wishlist-meta', store.address), ...closed],
		target: { storeId: store.id },
	});
}

function emptyView(which: WishlistTab): HTMLElement {
	const box = el('div', 'wishlist-empty');
	box.append(
		el('h3', '', t(which === 'items' ? 'wishlist.noItems' : 'wishlist.noStores')),
		el('p', '', t('wishlist.emptyHelp')),
	);
	return box;
}

function messageView(failed: boolean): HTMLElement {
	const box = el('div', 'cart-message');
	box.append(el('p', '', t(failed ? 'wishlist.loadFailed' : 'wishlist.loading')));
	if (failed) box.append(button('cart-button', t('wishlist.retry'), () => void refresh()));
	return box;
}

function listOf(list: Wishlist, which: WishlistTab): HTMLElement {
	const entries = which === 'items' ? list.item.map(itemView) : list.store.map(storeView);
	if (entries.length === 0) return emptyView(which);
	const ul = el('ul', 'cart-lines');
	ul.append(...entries);
	return ul;
}

/** Redraws the open tab from `$wishlist`, keeping the focus where it was (or near it). */
function render(): void {
	if (!parts) return;
	const { tabs, panel } = parts;
	for (const [name, control] of Object.entries(tabs) as [WishlistTab, HTMLButtonElement][]) {
		const selected = name === tab;
		control.setAttribute('aria-selected', String(selected));
		control.tabIndex = selected ? 0 : -1;
	}
	panel.setAttribute('aria-labelledby', tabs[tab].id);
	const active = document.activeElement as HTMLElement | null;
	const inPanel = panel.contains(active);
	const focusKey = inPanel ? active?.dataset.focus : undefined;
	const position = inPanel
		? [...panel.querySelectorAll('.cart-line')].findIndex((li) => li.contains(active))
		: -1;
	const list = $wishlist.get();
	panel.setAttribute('aria-busy', String(list === null && !$wishlistFailed.get()));
	panel.replaceChildren(list ? listOf(list, tab) : messageView($wishlistFailed.get()));
	if (!inPanel) return;
	// A removed entry hands the focus to the one now in its place, else to the tab.
	const again = focusKey ? panel.querySelector<HTMLElement>(`[data-focus="${focusKey}"]`) : null;
	const rows = panel.querySelectorAll('.cart-line');
	const next = position >= 0 ? rows[Math.min(position, rows.length - 1)] : undefined;
	(again ?? next?.querySelector<HTMLElement>('.wishlist-remove') ?? tabs[tab]).focus();
}

let confirmParts: DialogParts | null = null;
let answer: ((confirmed: boolean) => void) | null = null;

/** 'Remove from wishlist?': resolves true on Remove; Cancel, Escape or the backdrop say no. */
function confirmRemove(name: string): Promise<boolean> {
	if (!confirmParts) {
		const made = createCartDialog('wishlist-remove-dialog', t('cart.close'));
		const { dialog, title, actions } = made;
		title.textContent = t('wishlist.removeTitle');
		actions.append(
			button('cart-dialog-secondary', t('wishlist.cancel'), () => dialog.close('cancel')),
			button('cart-dialog-primary', t('wishlist.removeConfirm'), () => dialog.close('confirm')),
		);
		dialog.addEventListener('close', () => {
			const settle = answer;
			answer = null;
			settle?.(dialog.returnValue === 'confirm');
			dialog.returnValue = '';
		});
		confirmParts = made;
	}
	const { dialog, body, actions } = confirmParts;
	body.replaceChildren(el('p', '', t('wishlist.removeBody', { name })));
	answer?.(false);
	return new Promise((resolve) => {
		answer = resolve;
		if (!dialog.open) dialog.showModal();
		actions.querySelector<HTMLElement>('.cart-dialog-primary')?.focus();
	});
}

async function onRemove(name: string, target: WishlistTarget): Promise<void> {
	const opener = document.activeElement as HTMLElement | null;
	const confirmed = await confirmRemove(name);
	opener?.focus(); // back in the drawer before the list changes
	if (confirmed) await removeFromWishlist(target);
}

async function refresh(): Promise<void> {
	$wishlistFailed.set(false);
	render();
	const [config] = await Promise.all([loadCartConfig().catch(() => null), loadWishlist()]);
	if (config) money = config.money;
	render();
}

function select(next: WishlistTab, focus: boolean): void {
	tab = next;
	render();
	if (focus) parts?.tabs[next].focus();
}

function create(): Parts {
	const dialog = el('dialog', 'cart-drawer wishlist-drawer');
	dialog.id = 'wishlist-drawer';
	dialog.setAttribute('aria-labelledby', 'wishlist-drawer-title');
	const head = el('div', 'cart-drawer-head');
	const title = el('h2', '', t('wishlist.title'));
	title.id = 'wishlist-drawer-title';
	const close = button('cart-drawer-close', '', () => dialog.close());
	close.setAttribute('aria-label', t('wishlist.close'));
	close.append(icon('close', 20));
	head.append(title, close);
	const tablist = el('div', 'wishlist-tabs');
	tablist.setAttribute('role', 'tablist');
	tablist.setAttribute('aria-label', t('wishlist.tabs'));
	const makeTab = (name: WishlistTab) => {
		const control = button(
			'wishlist-tab',
			t(name === 'items' ? 'wishlist.items' : 'wishlist.stores'),
			() => select(name, false),
		);
		control.id = `wishlist-tab-${name}`;
		control.setAttribute('role', 'tab');
		control.setAttribute('aria-controls', 'wishlist-panel');
		control.addEventListener('keydown', (event) => {
			const next = nextTab(tab, event.key);
			if (!next) return;
			event.preventDefault();
			select(next, true);
		});
		return control;
	};
	const tabs = { items: makeTab('items'), stores: makeTab('stores') };
	tablist.append(tabs.items, tabs.stores);
	const panel = el('div', 'cart-drawer-content wishlist-panel');
	panel.id = 'wishlist-panel';
	panel.setAttribute('role', 'tabpanel');
	dialog.append(head, tablist, panel);
	dialog.addEventListener('click', (event) => {
		if (event.target === dialog) dialog.close(); // the backdrop
	});
	dialog.addEventListener('close', () => {
		if ($overlay.get() === 'wishlist') closeOverlay();
	});
	$overlay.listen((overlay) => {
		if (overlay !== 'wishlist' && dialog.open) dialog.close();
	});
	$wishlist.listen(render);
	$wishlistFailed.listen(render);
	document.body.append(dialog);
	return { dialog, tabs, panel };
}

/** Opens the drawer (on `$overlay === 'wishlist'`) on the items tab and refreshes the list. */
export function showWishlistDrawer(): void {
	parts ??= create();
	tab = 'items';
	if (!parts.dialog.open) parts.dialog.showModal();
	void refresh();
}
