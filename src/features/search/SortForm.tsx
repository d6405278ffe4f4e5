import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { HiddenFields } from './HiddenFields';
import styles from './SearchResults.module.css';
import { type SearchState, SORTS, type Sort, searchQuery, withChange } from './search-params';

interface Props {
	locale: Locale;
	state: SearchState;
	action: string;
	onSort: (sort: Sort) => void;
}

/**
 * The sort (spec §2): a GET form of the page. Without JavaScript its Apply button sends it; before
 * the island hydrates `before-hydration.ts` sends it on change (`data-submit-on-change`, ADR 048);
 * after, `onSort` changes the list in place. Prices only on the items tab.
 */
export function SortForm({ locale, state, action, onSort }: Props) {
	const o = { locale };
	const labels: Record<Sort, string> = {
		relevance: m['search.results.sortRelevance']({}, o),
		price_low: m['search.results.sortPriceLow']({}, o),
		price_high: m['search.results.sortPriceHigh']({}, o),
		rating: m['search.results.sortRating']({}, o),
		newest: m['search.results.sortNewest']({}, o),
		name: m['search.results.sortName']({}, o),
	};
	const sorts = SORTS.filter((s) => state.tab === 'items' || !s.startsWith('price'));
	const kept = [...searchQuery(withChange(state, { sort: 'relevance' }))].filter(
		([k]) => k !== 'page',
	);
	return (
		<form method="get" action={action} className={styles.sort}>
			<HiddenFields fields={kept} />
			<label htmlFor="search-sort">{m['search.results.sort']({}, o)}</label>
			<select
				id="search-sort"
				name="sort"
				data-submit-on-change
				value={state.sort}
				onChange={(e) => onSort(SORTS.find((s) => s === e.target.value) ?? 'relevance')}
			>
				{sorts.map((s) => (
					<option key={s} value={s}>
						{labels[s]}
					</option>
				))}
			</select>
			<noscript>
				<button type="submit">{m['search.results.apply']({}, o)}</button>
			</noscript>
		</form>
	);
}
