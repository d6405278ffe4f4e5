import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import type { Facet } from './FacetPanel';
import styles from './SearchResults.module.css';
import { appliedChips, PRICE_MAX, PRICE_MIN, type SearchState, withChange } from './search-params';

interface Props {
	locale: Locale;
	state: SearchState;
	categories: Facet[];
	brands: Facet[];
	href: (state: SearchState) => string;
	go: (state: SearchState) => void;
}

/** Applied-filter chips, each removable (spec §5: the price range is not shown as one). */
export function AppliedChips({ locale, state, categories, brands, href, go }: Props) {
	const o = { locale };
	const chips = appliedChips(state);
	if (chips.length === 0) return null;
	const label = (key: string): string => {
		const [kind, id] = key.split(':');
		if (kind === 'veg') return m['search.results.veg']({}, o);
		if (kind === 'non_veg') return m['search.results.nonVeg']({}, o);
		if (kind === 'rating') return m['search.results.ratingAtLeast']({ rating: id ?? '' }, o);
		if (kind === 'discounted') return m['search.results.discounted']({}, o);
		if (kind === 'free_delivery') return m['search.results.freeDelivery']({}, o);
		if (kind === 'open_now') return m['search.results.openNow']({}, o);
		const list = kind === 'category' ? categories : brands;
		return list.find((f) => f.id === Number(id))?.name ?? `#${id}`;
	};
	const clearAll = withChange(state, {
		veg: null,
		rating: null,
		discounted: false,
		freeDelivery: false,
		openNow: false,
		categoryIds: [],
		brandIds: [],
		minPrice: state.minPrice ?? PRICE_MIN,
		maxPrice: state.maxPrice ?? PRICE_MAX,
	});
	return (
		<section className={styles.chips} aria-label={m['search.results.applied']({}, o)}>
			<ul>
				{chips.map((chip) => {
					const next = withChange(state, chip.change);
					const text = label(chip.key);
					return (
						<li key={chip.key}>
							<a
								href={href(next)}
								aria-label={m['search.results.removeChip']({ label: text }, o)}
								onClick={(e) => {
									e.preventDefault();
									go(next);
								}}
							>
								{text} <span aria-hidden="true">×</span>
							</a>
						</li>
					);
				})}
			</ul>
			<a
				href={href(clearAll)}
				onClick={(e) => {
					e.preventDefault();
					go(clearAll);
				}}
			>
				{m['search.results.clearAll']({}, o)}
			</a>
		</section>
	);
}
