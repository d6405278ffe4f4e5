import { pageLocale } from '~/api-client/client';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import { freeDelivery } from '~/lib/free-delivery';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import type { CartConfig, StoreTerms } from './cart-config';
import { cartSubtotal, minimumOrderProgress } from './cart-rules';

/** A progress note and bar (free delivery, minimum order), labelled by its note. */
function Progress({ id, text, percent }: { id: string; text: string; percent: number | null }) {
	return (
		<div className="cart-free-delivery">
			<p id={id}>{text}</p>
			{percent !== null && <progress max={100} value={percent} aria-labelledby={id} />}
		</div>
	);
}

interface Props {
	lines: CartLine[];
	money: MoneyFormat;
	config: CartConfig | null;
	/** The cart's store's minimum order and free-delivery flag, once known. */
	store: (StoreTerms & { id: number }) | null;
	onCheckout: () => void;
}

export function CartSummary({ lines, money, config, store, onCheckout }: Props) {
	const locale = pageLocale();
	const subtotal = cartSubtotal(lines);
	const terms = store && store.id === lines[0]?.item.store_id ? store : null;
	// issue 14 item 4: below the store's minimum order, say so before the checkout refuses.
	const minimum = minimumOrderProgress(subtotal, terms?.minimumOrder, money.decimals);
	// issue 14 item 3: the one rule (the store's own free delivery first, then the admin's).
	const progress = config
		? freeDelivery({
				storeFreeDelivery: terms?.freeDelivery ?? lines[0]?.item.free_delivery === true,
				rule: config.freeDeliveryRule,
				subtotal,
				decimals: money.decimals,
			})
		: null;
	const freeText = !progress
		? ''
		: progress.free
			? (progress.by === 'threshold' ? m['cart.freeDeliveryReached'] : m['cart.freeDeliveryStore'])(
					{},
					{ locale },
				)
			: m['cart.freeDeliveryRemaining'](
					{ amount: formatMoney(progress.remaining, money) },
					{ locale },
				);
	return (
		<div className="cart-summary">
			{minimum && minimum.remaining > 0 && (
				<Progress
					id="cart-minimum-order-note"
					text={m['cart.minimumOrderRemaining'](
						{ amount: formatMoney(minimum.remaining, money) },
						{ locale },
					)}
					percent={minimum.percent}
				/>
			)}
			{progress && (
				<Progress
					id="cart-free-delivery-note"
					text={freeText}
					percent={progress.by === 'threshold' || !progress.free ? progress.percent : null}
				/>
			)}
			<p className="cart-subtotal">
				<span>{m['cart.subtotal']({}, { locale })}</span>
				<strong>{formatMoney(subtotal, money)}</strong>
			</p>
			<button
				type="button"
				className="button button-primary"
				data-focus="checkout"
				onClick={onCheckout}
			>
				{m['cart.checkout']({}, { locale })}
			</button>
		</div>
	);
}
