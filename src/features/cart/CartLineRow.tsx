import { pageLocale } from '~/api-client/client';
import { Icon } from '~/components/ui/Icon';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import {
	addOnSummary,
	decreaseAction,
	lineListTotal,
	quantityLabel,
	variationSummary,
} from './cart-rules';

function productHref(line: CartLine): string | null {
	if (line.item_type !== 'App\\Models\\Item') return null;
	return localizedPath(
		`/product/${encodeURIComponent(line.item.slug || String(line.item.id))}`,
		pageLocale(),
	);
}

interface Props {
	line: CartLine;
	money: MoneyFormat;
	/** A change of this line is on its way: its steppers ignore presses meanwhile. */
	busy: boolean;
	onStep: (line: CartLine, direction: 'plus' | 'minus') => void;
}

/** spec §4 cart item: picture, name (to the product), options, total, and the stepper. */
export function CartLineRow({ line, money, busy, onStep }: Props) {
	const locale = pageLocale();
	const href = productHref(line);
	const remove = decreaseAction(line.quantity) === 'remove';
	const options = [variationSummary(line.variation), addOnSummary(line)].filter(Boolean);
	// The list price struck through when the line is discounted (the server's `price`, issue 19).
	const before = lineListTotal(line);
	return (
		<li className="cart-line" data-line-id={line.id}>
			<span className="cart-line-image">
				{line.item.image_full_url && (
					<img
						src={line.item.image_full_url}
						alt=""
						width={64}
						height={64}
						loading="lazy"
						// spec §8 placeholder
						onError={(event) => event.currentTarget.remove()}
					/>
				)}
			</span>
			<div className="cart-line-main">
				{href ? (
					<a className="cart-line-name" href={href}>
						{line.item.name}
					</a>
				) : (
					<span className="cart-line-name">{line.item.name}</span>
				)}
				{options.length > 0 && <p className="cart-line-options">{options.join(' · ')}</p>}
				<p className="cart-line-total">
					{before !== null && (
						<>
							<del className="cart-line-list">{formatMoney(before, money)}</del>{' '}
						</>
					)}
					{formatMoney(line.total_price, money)}
				</p>
			</div>
			{/* biome-ignore lint/a11y/useSemanticElements: a stepper is a group of two buttons and a figure, not a form's fieldset */}
			<div
				className="cart-stepper"
				role="group"
				aria-label={m['cart.quantityOf']({ name: line.item.name }, { locale })}
			>
				<button
					type="button"
					className={remove ? 'cart-step remove' : 'cart-step'}
					data-focus={`${line.id}-minus`}
					aria-label={(remove ? m['cart.remove'] : m['cart.decrease'])({}, { locale })}
					aria-disabled={busy || undefined}
					onClick={() => onStep(line, 'minus')}
				>
					<Icon name={remove ? 'trash' : 'minus'} size={16} />
				</button>
				<span className="cart-qty">{quantityLabel(line.quantity)}</span>
				<button
					type="button"
					className="cart-step"
					data-focus={`${line.id}-plus`}
					aria-label={m['cart.increase']({}, { locale })}
					aria-disabled={busy || undefined}
					onClick={() => onStep(line, 'plus')}
				>
					<Icon name="plus" size={16} />
				</button>
			</div>
		</li>
	);
}
