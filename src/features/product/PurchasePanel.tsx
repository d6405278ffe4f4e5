import type { Locale } from '~/config/locales';
import { WishlistToggle } from '~/features/wishlist/WishlistToggle';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import { AddOnList } from './AddOnList';
import { FoodOptions } from './FoodOptions';
import { cartModel, type ProductItem } from './product-item';
import type { PurchaseState } from './use-purchase';

interface Props {
	item: ProductItem;
	money: MoneyFormat;
	locale: Locale;
	state: PurchaseState;
}

function Availability({ state, locale }: Pick<Props, 'state' | 'locale'>) {
	const open = state.chosen.availability;
	if (open.kind === 'open') return null;
	const range = { start: open.start, end: open.end };
	return (
		<p className="pd-notice" role="status">
			{open.orderLater ? (
				m['product.orderLater'](range, { locale })
			) : (
				<>
					<strong>{m['product.notAvailableNow']({}, { locale })}</strong>{' '}
					{m['product.availableWindow'](range, { locale })}
				</>
			)}
		</p>
	);
}

/** Non-food choices (spec §4 variation stock): one button per option, one pressed per choice. */
function VariationChoices({ item, state }: Pick<Props, 'item' | 'state'>) {
	return item.choice_options.map((choice, ci) => (
		<fieldset key={choice.name} className="pd-group">
			<legend>{choice.title}</legend>
			<div className="pd-choices">
				{choice.options.map((option, oi) => (
					<button
						key={option}
						type="button"
						className="pd-choice"
						aria-pressed={state.draft.selection[ci] === oi}
						onClick={() => state.choose(ci, oi)}
					>
						{option}
					</button>
				))}
			</div>
		</fieldset>
	));
}

/**
 * spec §2 product detail, §4, §5: variations, food options, add-ons, quantity, the live total and
 * Add to Cart / Update To Cart, Buy Now / Order Now, or Out of Stock.
 */
export function PurchasePanel({ item, money, locale, state }: Props) {
	const { chosen, draft, busy } = state;
	const show = (amount: number) => formatMoney(amount, money);
	const campaign = cartModel(item) === 'ItemCampaign';
	const blocked = chosen.block !== null;
	return (
		<div className="pd-panel">
			<Availability state={state} locale={locale} />
			<VariationChoices item={item} state={state} />
			{chosen.block === 'variationOutOfStock' && (
				<p className="pd-error" role="status">
					{m['product.variationOutOfStock']({}, { locale })}
				</p>
			)}
			<FoodOptions
				groups={chosen.groups}
				selection={draft.food}
				money={money}
				locale={locale}
				invalid={state.message?.groupIndex}
				onToggle={state.toggleFood}
			/>
			<AddOnList
				item={item}
				quantities={draft.addOns}
				money={money}
				locale={locale}
				state={state}
			/>
			<div className="pd-buy">
				<fieldset className="pd-quantity">
					<legend className="visually-hidden">{m['product.quantity']({}, { locale })}</legend>
					<button
						type="button"
						aria-label={m['product.decrease']({}, { locale })}
						disabled={draft.quantity <= 1}
						onClick={() => state.stepQuantity(-1)}
					>
						−
					</button>
					<output aria-live="polite">{draft.quantity}</output>
					<button
						type="button"
						aria-label={m['product.increase']({}, { locale })}
						onClick={() => state.stepQuantity(1)}
					>
						+
					</button>
				</fieldset>
				<p className="pd-total">
					<span>{m['product.total']({}, { locale })}</span>
					<output aria-live="polite">
						<strong>{show(chosen.price.total)}</strong>
						{chosen.price.was > chosen.price.total && (
							<del>
								<span className="visually-hidden">{m['product.totalWas']({}, { locale })} </span>
								{show(chosen.price.was)}
							</del>
						)}
					</output>
				</p>
			</div>
			{state.message &&
				(state.message.kind === 'info' ? (
					<p className="pd-info-message" role="status">
						{state.message.text}
					</p>
				) : (
					<p className="pd-error" role="alert">
						{state.message.text}
					</p>
				))}
			<div className="pd-actions">
				{chosen.block === 'outOfStock' ? (
					<button type="button" className="pd-button" disabled>
						{m['product.outOfStock']({}, { locale })}
					</button>
				) : (
					<>
						<button
							type="button"
							className="pd-button pd-secondary"
							disabled={blocked || busy}
							onClick={() => void state.buy()}
						>
							{campaign
								? m['product.orderNow']({}, { locale })
								: m['product.buyNow']({}, { locale })}
						</button>
						<button
							type="button"
							className="pd-button pd-primary"
							disabled={blocked || busy}
							aria-busy={busy}
							onClick={() => void state.save()}
						>
							{state.line
								? m['product.updateToCart']({}, { locale })
								: m['product.addToCart']({}, { locale })}
						</button>
					</>
				)}
				{/* spec §4: no wishlist toggle for campaign items. */}
				{!campaign && <WishlistToggle itemId={item.id} locale={locale} />}
			</div>
		</div>
	);
}
