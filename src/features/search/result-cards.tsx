import type { Locale } from '~/config/locales';
import { itemPath, storePath } from '~/features/catalog/card-rules';
import { m } from '~/i18n/messages';
import { discountedPrice, formatMoney, type MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { imagePath, isResizable } from '~/features/catalog/cards/card-image';
import { ResultAddButton } from './ResultAddButton';
import styles from './SearchResults.module.css';
import type { ResultItem, ResultStore } from './search.api';

function Thumb({ src }: { src: string | null }) {
	if (!src) return <div className={styles.image} aria-hidden="true" />;
	const url = isResizable(src) ? `${imagePath(src)}?w=320` : src;
	return <img className={styles.image} src={url} alt="" width="160" height="160" loading="lazy" />;
}

/** An item of the results (name, store, price, rating, add to cart), linking to its page. */
export function ItemResult({
	item,
	money,
	locale,
}: {
	item: ResultItem;
	money: MoneyFormat;
	locale: Locale;
}) {
	const o = { locale };
	const price = discountedPrice(item.price, item.discount, item.discount_type);
	return (
		<article className={styles.card} aria-labelledby={`result-item-${item.id}`}>
			<Thumb src={item.image_full_url} />
			<div className={styles.body}>
				<h2 className={styles.name} id={`result-item-${item.id}`}>
					<a href={localizedPath(itemPath(item), locale)}>{item.name}</a>
				</h2>
				<p className={styles.meta}>{m['search.results.from']({ store: item.store_name }, o)}</p>
				<p className={styles.price}>
					<strong>{formatMoney(price, money)}</strong>
					{price < item.price && <del>{formatMoney(item.price, money)}</del>}
				</p>
				{item.avg_rating > 0 && (
					<p className={styles.meta}>
						<span aria-hidden="true">★ {item.avg_rating.toFixed(1)}</span>
						<span className="visually-hidden">
							{m['search.results.ratingValue']({ rating: item.avg_rating.toFixed(1) }, o)}
						</span>
					</p>
				)}
				<ResultAddButton item={item} locale={locale} describedBy={`result-item-${item.id}`} />
			</div>
		</article>
	);
}

/** A store of the results (name, address, open or closed, rating), linking to its page. */
export function StoreResult({ store, locale }: { store: ResultStore; locale: Locale }) {
	const o = { locale };
	const open = store.open === 1 && store.active;
	return (
		<article className={styles.card} aria-labelledby={`result-store-${store.id}`}>
			<Thumb src={store.logo_full_url} />
			<div className={styles.body}>
				<h2 className={styles.name} id={`result-store-${store.id}`}>
					<a href={localizedPath(storePath(store), locale)}>{store.name}</a>
				</h2>
				{store.address && <p className={styles.meta}>{store.address}</p>}
				<p className={styles.meta}>
					<span className={open ? styles.open : styles.closed}>
						{open ? m['search.results.open']({}, o) : m['search.results.closed']({}, o)}
					</span>
					{store.avg_rating > 0 && (
						<>
							{' · '}
							<span aria-hidden="true">★ {store.avg_rating.toFixed(1)}</span>
							<span className="visually-hidden">
								{m['search.results.ratingValue']({ rating: store.avg_rating.toFixed(1) }, o)}
							</span>
						</>
					)}
				</p>
			</div>
		</article>
	);
}
