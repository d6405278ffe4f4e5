/**
 * The wishlist drawer (spec §2): tabs for items and stores (Ark UI tabs), each entry with a remove
 * button that asks first, and the empty states. A React island in a native modal <dialog> on the
 * inline end, loaded on the first opening (wishlist-host.ts), open while `$overlay` is 'wishlist'.
 */
import { Tabs } from '@ark-ui/react/tabs';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageLocale } from '~/api-client/client';
import { askConfirm } from '~/components/ui/confirm';
import { Dialog } from '~/components/ui/Dialog';
import { mountIsland } from '~/components/ui/mount-island';
import { loadCartConfig } from '~/features/cart/cart-config';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { $overlay, closeOverlay } from '~/state/overlay.state';
import { WishlistEntries } from './WishlistEntries';
import { $wishlist, $wishlistFailed, loadWishlist, removeFromWishlist } from './wishlist';
import type { WishlistTab, WishlistTarget } from './wishlist-rules';
import '~/features/cart/cart-drawer.css';
import './wishlist-drawer.css';

const TABS: WishlistTab[] = ['items', 'stores'];

export function WishlistDrawer() {
	const open = useStore($overlay) === 'wishlist';
	const list = useStore($wishlist);
	const failed = useStore($wishlistFailed);
	const [tab, setTab] = useState<WishlistTab>('items');
	const [money, setMoney] = useState<MoneyFormat>({ symbol: '', position: 'left', decimals: 2 });
	const panels = useRef<HTMLDivElement>(null);
	/** The row whose entry was removed: the focus goes to the one now in its place. */
	const lostFocus = useRef<number | null>(null);
	const locale = pageLocale();

	const refresh = useCallback(async () => {
		$wishlistFailed.set(false);
		const [config] = await Promise.all([loadCartConfig().catch(() => null), loadWishlist()]);
		if (config) setMoney(config.money);
	}, []);

	useEffect(() => {
		if (!open) return;
		setTab('items');
		void refresh();
	}, [open, refresh]);

	useLayoutEffect(() => {
		const index = lostFocus.current;
		const box = panels.current;
		if (index === null || !box || box.contains(document.activeElement)) return;
		lostFocus.current = null;
		const rows = box.querySelectorAll('[role="tabpanel"]:not([hidden]) .cart-line');
		const next = rows[Math.min(index, rows.length - 1)];
		(
			next?.querySelector<HTMLElement>('.wishlist-remove') ??
			box.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
		)?.focus();
	});

	async function remove(name: string, target: WishlistTarget) {
		const opener = document.activeElement as HTMLElement | null;
		const confirmed = await askConfirm({
			id: 'wishlist-remove-dialog',
			title: m['wishlist.removeTitle']({}, { locale }),
			body: m['wishlist.removeBody']({ name }, { locale }),
			confirmLabel: m['wishlist.removeConfirm']({}, { locale }),
			cancelLabel: m['wishlist.cancel']({}, { locale }),
			closeLabel: m['cart.close']({}, { locale }),
		});
		opener?.focus(); // back in the drawer before the list changes
		const row = opener?.closest('.cart-line');
		if (!confirmed || !row?.parentElement) return;
		lostFocus.current = [...row.parentElement.children].indexOf(row);
		await removeFromWishlist(target);
	}

	return (
		<Dialog
			open={open}
			id="wishlist-drawer"
			variant="drawer"
			className="cart-drawer wishlist-drawer"
			title={m['wishlist.title']({}, { locale })}
			closeLabel={m['wishlist.close']({}, { locale })}
			onClose={() => {
				if ($overlay.get() === 'wishlist') closeOverlay();
			}}
		>
			<Tabs.Root
				ref={panels}
				className="wishlist-tabs-root"
				value={tab}
				onValueChange={(details) => setTab(details.value as WishlistTab)}
			>
				<Tabs.List className="wishlist-tabs" aria-label={m['wishlist.tabs']({}, { locale })}>
					{TABS.map((name) => (
						<Tabs.Trigger key={name} value={name} className="wishlist-tab">
							{(name === 'items' ? m['wishlist.items'] : m['wishlist.stores'])({}, { locale })}
						</Tabs.Trigger>
					))}
				</Tabs.List>
				{TABS.map((name) => (
					<Tabs.Content
						key={name}
						value={name}
						className="cart-drawer-content wishlist-panel"
						aria-busy={list === null && !failed}
					>
						{list ? (
							<WishlistEntries
								list={list}
								tab={name}
								money={money}
								onRemove={(n, target) => void remove(n, target)}
							/>
						) : (
							<div className="cart-message">
								<p>{(failed ? m['wishlist.loadFailed'] : m['wishlist.loading'])({}, { locale })}</p>
								{failed && (
									<button type="button" className="button" onClick={() => void refresh()}>
										{m['wishlist.retry']({}, { locale })}
									</button>
								)}
							</div>
						)}
					</Tabs.Content>
				))}
			</Tabs.Root>
		</Dialog>
	);
}

/** Mounts the drawer once; it then opens whenever `$overlay` is 'wishlist'. */
export function showWishlistDrawer(): void {
	mountIsland('wishlist-drawer', () => <WishlistDrawer />);
}
