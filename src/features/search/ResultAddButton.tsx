import type { Locale } from '~/config/locales';
import { itemPath } from '~/features/catalog/card-rules';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import styles from './SearchResults.module.css';
import type { ResultItem } from './search.api';

/** Whether the item must be configured first (the choice modal or its page), as on the cards. */
function hasVariations(item: ResultItem): boolean {
	const list = item.module_type === 'food' ? item.food_variations : item.variations;
	return Array.isArray(list) && list.length > 0;
}

/**
 * The add-to-cart button of a result, with the data attributes of the catalogue cards'
 * (CardActions.astro), so the one delegated handler (`installCardActions`) adds it, opens the
 * choice modal or the product page, and swaps it for the cart stepper while it is in the cart.
 */
export function ResultAddButton({
	item,
	locale,
	describedBy,
}: {
	item: ResultItem;
	locale: Locale;
	describedBy: string;
}) {
	return (
		<div className={`card-actions inline ${styles.actions}`}>
			<button
				type="button"
				className={styles.add}
				data-card-action="add"
				data-item-id={item.id}
				data-item-slug={item.slug ?? ''}
				data-module-type={item.module_type}
				data-item-store-id={item.store_id}
				data-module-id={item.module_id}
				data-has-variations={String(hasVariations(item))}
				data-href={localizedPath(itemPath(item), locale)}
				aria-label={m['cards.addToCart']({}, { locale })}
				aria-describedby={describedBy}
			>
				<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
					<path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
			</button>
		</div>
	);
}
