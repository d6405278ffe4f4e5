import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from './SearchResults.module.css';
import { type SearchState, withChange } from './search-params';

export interface Facet {
	id: number;
	name: string;
}

interface Props {
	locale: Locale;
	state: SearchState;
	categories: Facet[];
	brands: Facet[];
	href: (state: SearchState) => string;
	go: (state: SearchState) => void;
}

const toggle = (list: number[], id: number) =>
	list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Category and brand side panel (spec §2; brands only on the ecommerce items tab): toggle links. */
export function FacetPanel({ locale, state, categories, brands, href, go }: Props) {
	const o = { locale };
	const group = (title: string, facets: Facet[], key: 'categoryIds' | 'brandIds') =>
		facets.length > 0 && (
			<nav className={styles.facet} aria-label={title}>
				<h2>{title}</h2>
				<ul>
					{facets.map((f) => {
						const on = state[key].includes(f.id);
						const next = withChange(state, { [key]: toggle(state[key], f.id) });
						return (
							<li key={f.id}>
								<a
									href={href(next)}
									aria-current={on ? 'true' : undefined}
									className={on ? styles.facetOn : undefined}
									onClick={(e) => {
										e.preventDefault();
										go(next);
									}}
								>
									<span aria-hidden="true" className={styles.box}>
										{on ? '✓' : ''}
									</span>
									{f.name}
								</a>
							</li>
						);
					})}
				</ul>
			</nav>
		);
	return (
		<aside className={styles.aside}>
			{group(m['search.results.categories']({}, o), categories, 'categoryIds')}
			{state.tab === 'items' && group(m['search.results.brands']({}, o), brands, 'brandIds')}
		</aside>
	);
}
