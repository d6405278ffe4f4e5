import type { Locale } from '~/config/locales';
import { formatRating, itemFlags, priceRange } from '~/features/catalog/card-rules';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import type { ProductItem } from './product-item';

interface Props {
	item: ProductItem;
	money: MoneyFormat;
	locale: Locale;
	/** h1 on the product page, h2 in the dialog. */
	heading: 'h1' | 'h2';
	titleId?: string | undefined;
	/** The store page; null when the shopper is already on it (spec §2). */
	storeHref: string | null;
	/** In Stock chip: stock-keeping items with stock, and the chosen variation not at 0. */
	inStock: boolean;
}

/** "Sold by {store}" with the store's name as a link, whatever the language's word order. */
function SoldBy({ item, locale, storeHref }: Pick<Props, 'item' | 'locale' | 'storeHref'>) {
	const mark = '\u0000';
	const [before = '', after = ''] = m['product.soldBy']({ store: mark }, { locale }).split(mark);
	return (
		<p className="pd-store">
			{before}
			{storeHref ? <a href={storeHref}>{item.store_name}</a> : item.store_name}
			{after}
		</p>
	);
}

/**
 * spec §2 product detail: badges, store link, name, In Stock chip, rating with review count,
 * price or range ('prescription is required' when needed).
 */
export function ProductSummary({
	item,
	money,
	locale,
	heading: Heading,
	titleId,
	storeHref,
	inStock,
}: Props) {
	const flags = itemFlags({ ...item, is_halal: item.is_halal });
	const price = priceRange(item);
	const show = (amount: number) => formatMoney(amount, money);
	const rating = formatRating(item.avg_rating);
	const badges: string[] = [];
	if (flags.organic) badges.push(m['product.organic']({}, { locale }));
	if (flags.halal) badges.push(m['product.halal']({}, { locale }));
	if (flags.diet === 'veg') badges.push(m['product.veg']({}, { locale }));
	if (flags.diet === 'non-veg') badges.push(m['product.nonVeg']({}, { locale }));
	return (
		<div className="pd-summary">
			<Heading id={titleId} className="pd-name">
				{item.name}
			</Heading>
			<SoldBy item={item} locale={locale} storeHref={storeHref} />
			{(badges.length > 0 || inStock || item.is_prescription_required === 1) && (
				<ul className="pd-badges">
					{badges.map((b) => (
						<li key={b}>{b}</li>
					))}
					{inStock && <li className="pd-ok">{m['product.inStock']({}, { locale })}</li>}
					{item.is_prescription_required === 1 && (
						<li className="pd-warning">{m['product.prescriptionRequired']({}, { locale })}</li>
					)}
				</ul>
			)}
			{item.rating_count > 0 && (
				<p className="pd-rating">
					<span aria-hidden="true">★ {rating.text} </span>
					<span className="visually-hidden">
						{m['product.rating']({ rating: rating.text }, { locale })}
					</span>
					<span>({m['product.reviews']({ count: String(item.rating_count) }, { locale })})</span>
				</p>
			)}
			<p className="price">
				<strong>{price.range ? `${show(price.min)} – ${show(price.max)}` : show(price.min)}</strong>
				{price.discounted && (
					<del>
						{price.range ? `${show(price.wasMin)} – ${show(price.wasMax)}` : show(price.wasMin)}
					</del>
				)}
			</p>
		</div>
	);
}
