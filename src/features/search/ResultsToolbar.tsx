import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from './SearchResults.module.css';
import { SortForm } from './SortForm';
import type { SearchState } from './search-params';

interface Props {
	locale: Locale;
	state: SearchState;
	action: string;
	href: (s: SearchState) => string;
	drawerId: string;
	onSort: (sort: SearchState['sort']) => void;
	onView: (view: SearchState['view']) => void;
	openDrawer: () => void;
}

/** Sort, grid or list, and the filter buttons (popover on desktop, drawer on phones). */
export function ResultsToolbar({ locale, state, action, href, drawerId, ...on }: Props) {
	const o = { locale };
	return (
		<div className={styles.toolbar}>
			<SortForm locale={locale} state={state} action={action} onSort={on.onSort} />
			<fieldset className={styles.views}>
				<legend className="visually-hidden">{m['search.results.view']({}, o)}</legend>
				{(['grid', 'list'] as const).map((view) => (
					<a
						key={view}
						href={href({ ...state, view })}
						aria-current={state.view === view ? 'true' : undefined}
						onClick={(e) => {
							e.preventDefault();
							on.onView(view);
						}}
					>
						{view === 'grid' ? m['search.results.grid']({}, o) : m['search.results.list']({}, o)}
					</a>
				))}
			</fieldset>
			<button
				type="button"
				className={`${styles.filterButton} ${styles.wide}`}
				popoverTarget="search-filter-popover"
			>
				{m['search.results.filter']({}, o)}
			</button>
			<button
				type="button"
				className={`${styles.filterButton} ${styles.narrow}`}
				// Opens the drawer before hydration too (invoker commands); the handler serves
				// browsers without them.
				command="show-modal"
				commandfor={drawerId}
				onClick={on.openDrawer}
				aria-haspopup="dialog"
			>
				{m['search.results.filter']({}, o)}
			</button>
		</div>
	);
}
