/**
 * The cart drawer (spec §2 cart side drawer, §4 cart item and cart drawer button, §9 free
 * delivery and leading zero): a React island in a native modal <dialog> on the inline end,
 * loaded and mounted on the first opening (cart-host.ts), open while `$overlay` is 'cart'.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageLocale, signInPath } from '~/api-client/client';
import { Dialog } from '~/components/ui/Dialog';
import { Icon } from '~/components/ui/Icon';
import { mountIsland } from '~/components/ui/mount-island';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { $overlay, closeOverlay } from '~/state/overlay.state';
import { $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';
import { CartLineRow } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { $cart, $cartLoaded, loadCart, removeCartLine, updateCartLine } from './cart';
import { type CartConfig, loadCartConfig, loadStoreTerms, type StoreTerms } from './cart-config';
import { CHECKOUT_PATH, checkoutStep, decreaseAction, increaseRefusal } from './cart-rules';
import './cart-drawer.css';

const FALLBACK_MONEY: MoneyFormat = { symbol: '', position: 'left', decimals: 2 };
const FALLBACK_CONFIG: CartConfig = {
	money: FALLBACK_MONEY,
	freeDeliveryRule: { toAllStores: false, over: null },
	guestCheckout: false,
};

export function CartDrawer() {
	const open = useStore($overlay) === 'cart';
	const lines = useStore($cart);
	const loaded = useStore($cartLoaded);
	const [config, setConfig] = useState<CartConfig | null>(null);
	const [store, setStore] = useState<(StoreTerms & { id: number }) | null>(null);
	const [failed, setFailed] = useState(false);
	const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
	const [status, setStatus] = useState('');
	const content = useRef<HTMLDivElement>(null);
	/** The row that had the focus when its line was removed: the focus goes to its successor. */
	const lostFocus = useRef<number | null>(null);
	const locale = pageLocale();

	const refresh = useCallback(async () => {
		setFailed(false);
		const [, next] = await Promise.all([loadCart(), loadCartConfig().catch(() => null)]);
		setConfig((before) => next ?? before ?? FALLBACK_CONFIG);
		const storeId = $cart.get()[0]?.item.store_id;
		const terms = storeId ? await loadStoreTerms(storeId).catch(() => null) : null;
		setStore(terms && storeId ? { ...terms, id: storeId } : null);
		setFailed(!$cartLoaded.get());
	}, []);

	useEffect(() => {
		if (open) void refresh();
	}, [open, refresh]);

	// A removed line hands the focus to the line now in its place (or the last), else to close.
	useLayoutEffect(() => {
		const index = lostFocus.current;
		const box = content.current;
		if (index === null || !box || box.contains(document.activeElement)) return;
		lostFocus.current = null;
		const rows = box.querySelectorAll('.cart-line');
		const next = rows[Math.min(index, rows.length - 1)];
		(
			next?.querySelector<HTMLElement>('.cart-step') ??
			box.closest('dialog')?.querySelector<HTMLElement>('.dialog-close')
		)?.focus();
	});

	async function step(line: CartLine, direction: 'plus' | 'minus') {
		if (pending.has(line.id)) return;
		if (direction === 'plus') {
			// spec §5 cart limits, said at once without asking the server.
			const refusal = increaseRefusal(line, $cart.get());
			if (refusal) {
				const text = refusal === 'outOfStock' ? m['cart.outOfStock'] : m['cart.outOfLimits'];
				toast(text({}, { locale }), 'error');
				return;
			}
		}
		const remove = direction === 'minus' && decreaseAction(line.quantity) === 'remove';
		const row = document.activeElement?.closest('.cart-line');
		if (row && content.current?.contains(row))
			lostFocus.current = [...content.current.querySelectorAll('.cart-line')].indexOf(row);
		setPending((now) => new Set(now).add(line.id));
		const done = remove
			? await removeCartLine(line.id, m['cart.lineRemoved']({}, { locale }))
			: await updateCartLine(line, { quantity: line.quantity + (direction === 'plus' ? 1 : -1) });
		setPending((now) => {
			const rest = new Set(now);
			rest.delete(line.id);
			return rest;
		});
		const after = $cart.get().find((l) => l.id === line.id);
		if (done && after)
			setStatus(
				m['cart.quantityNow'](
					{ name: after.item.name, quantity: String(after.quantity) },
					{ locale },
				),
			);
	}

	/** spec §4 cart drawer button. */
	async function checkout() {
		const settings = config ?? (await loadCartConfig().catch(() => null));
		const target = localizedPath(CHECKOUT_PATH, locale);
		const next = checkoutStep({
			lines: $cart.get().length,
			signedIn: $token.get() !== '',
			guestCheckout: settings?.guestCheckout ?? false,
		});
		if (next === 'guest-prompt') {
			const { showGuestPrompt } = await import('./guest-prompt');
			return showGuestPrompt();
		}
		closeOverlay();
		if (next === 'checkout') location.assign(target);
		else if (next === 'sign-in') location.assign(signInPath(locale, target));
		else location.assign(localizedPath('/home', locale));
	}

	const ready = loaded && config !== null;
	const money = config?.money ?? FALLBACK_MONEY;
	let body: React.ReactNode;
	if (!ready)
		body = (
			<div className="cart-message">
				<p>{(failed ? m['cart.loadFailed'] : m['cart.loading'])({}, { locale })}</p>
				{failed && (
					<button type="button" className="button" onClick={() => void refresh()}>
						{m['cart.retry']({}, { locale })}
					</button>
				)}
			</div>
		);
	else if (lines.length === 0)
		body = (
			<div className="cart-empty">
				<span className="cart-empty-art">
					<Icon name="cart" size={40} />
				</span>
				<h3>{m['cart.empty']({}, { locale })}</h3>
				<p>{m['cart.emptyHelp']({}, { locale })}</p>
				<a className="button button-primary" href={localizedPath('/home', locale)}>
					{m['cart.continueShopping']({}, { locale })}
				</a>
			</div>
		);
	else
		body = (
			<>
				<ul className="cart-lines">
					{lines.map((line) => (
						<CartLineRow
							key={line.id}
							line={line}
							money={money}
							busy={pending.has(line.id)}
							onStep={(l, d) => void step(l, d)}
						/>
					))}
				</ul>
				<CartSummary
					lines={lines}
					money={money}
					config={config}
					store={store}
					onCheckout={() => void checkout()}
				/>
			</>
		);

	return (
		<Dialog
			open={open}
			id="cart-drawer"
			variant="drawer"
			className="cart-drawer"
			title={m['cart.title']({}, { locale })}
			closeLabel={m['cart.close']({}, { locale })}
			aside={
				<span className="cart-drawer-count">
					{ready && lines.length > 0
						? m['cart.itemCount']({ count: String(lines.length) }, { locale })
						: ''}
				</span>
			}
			onClose={() => {
				setStatus('');
				if ($overlay.get() === 'cart') closeOverlay();
			}}
		>
			<div className="cart-drawer-content" ref={content} aria-busy={!ready && !failed}>
				{body}
			</div>
			<p className="visually-hidden" role="status">
				{status}
			</p>
		</Dialog>
	);
}

/** Mounts the drawer once; it then opens whenever `$overlay` is 'cart'. */
export function showCartDrawer(): void {
	mountIsland('cart-drawer', () => <CartDrawer />);
}
