import type { Locale } from '~/config/locales';
import { discountLabel } from '~/features/catalog/card-rules';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { ProductGallery } from './ProductGallery';
import { ProductSummary } from './ProductSummary';
import { PurchasePanel } from './PurchasePanel';
import type { ProductItem } from './product-item';
import { ReadMore } from './ReadMore';
import { usePurchase } from './use-purchase';
import './product-details.css';

export interface ProductDetailsProps {
	item: ProductItem;
	money: MoneyFormat;
	locale: Locale;
	/** The shop's time zone, for the item's availability hours. */
	timeZone: string;
	/** The shop time ("HH:MM:SS") the server rendered at; the browser's clock takes over after. */
	now: string;
	variant: 'page' | 'dialog';
	/** The store page; null when the shopper is on it already (spec §2). */
	storeHref: string | null;
	titleId?: string | undefined;
	/** Called once the line went to the cart or the checkout (the dialog closes). */
	onDone?: (() => void) | undefined;
}

function Chips({ item, locale }: Pick<ProductDetailsProps, 'item' | 'locale'>) {
	const tags = item.tags ?? [];
	if (item.category_ids.length === 0 && tags.length === 0) return null;
	return (
		<dl className="pd-chips">
			{item.category_ids.length > 0 && (
				<>
					<dt>{m['product.categories']({}, { locale })}</dt>
					{item.category_ids.map((c) => (
						<dd key={c.id}>
							<a href={localizedPath(`/category/${c.id}?module_id=${item.module_id}`, locale)}>
								{c.name}
							</a>
						</dd>
					))}
				</>
			)}
			{tags.length > 0 && (
				<>
					<dt>{m['product.tags']({}, { locale })}</dt>
					{tags.map((t) => (
						<dd key={t.id}>{t.tag}</dd>
					))}
				</>
			)}
		</dl>
	);
}

/**
 * spec §2 product detail, the one view of an item for the product page and the quick-view
 * dialog: images, badges, store link, name, rating, price, the purchase panel, categories, tags
 * and the description. Complete HTML from the server; the panel works once hydrated.
 */
export function ProductDetails(props: ProductDetailsProps) {
	const { item, money, locale, variant } = props;
	const state = usePurchase({
		item,
		locale,
		timeZone: props.timeZone,
		now: props.now,
		onDone: props.onDone,
	});
	const label = discountLabel(item, money);
	return (
		<div className="product-details" data-variant={variant}>
			<ProductGallery
				images={item.images_full_url.length ? item.images_full_url : [item.image_full_url]}
				name={item.name}
				badge={label ? m['product.off']({ discount: label }, { locale }) : null}
				priority={variant === 'page'}
				locale={locale}
			/>
			<div className="pd-info">
				<ProductSummary
					item={item}
					money={money}
					locale={locale}
					heading={variant === 'page' ? 'h1' : 'h2'}
					titleId={props.titleId}
					storeHref={props.storeHref}
					inStock={state.chosen.inStock}
				/>
				<PurchasePanel item={item} money={money} locale={locale} state={state} />
				<Chips item={item} locale={locale} />
				<ReadMore
					text={item.description}
					locale={locale}
					heading={variant === 'page' ? 'h2' : 'h3'}
				/>
			</div>
		</div>
	);
}
