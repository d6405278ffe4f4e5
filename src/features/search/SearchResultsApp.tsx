import { Tabs } from '@ark-ui/react/tabs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import type { Locale } from '~/config/locales';
import type { ModuleType } from '~/config/modules';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import { AppliedChips } from './AppliedChips';
import { type Facet, FacetPanel } from './FacetPanel';
import { FilterPanel } from './FilterPanel';
import { ResultList } from './ResultList';
import { ResultsToolbar } from './ResultsToolbar';
import styles from './SearchResults.module.css';
import type { ResultPage } from './search.api';
import { parseSearchState, type SearchState, searchQuery, withChange } from './search-params';

export interface SearchResultsProps {
	locale: Locale;
	state: SearchState;
	firstPage: ResultPage;
	categories: Facet[];
	brands: Facet[];
	moduleType: ModuleType;
	money: MoneyFormat;
}

const DRAWER_ID = 'search-filter-drawer';

const key = (s: SearchState) => searchQuery({ ...s, view: 'grid' }).toString();

/** The results page (spec §2 search page, ADR 018): server-rendered, then driven by its URL. */
export function SearchResultsApp(props: SearchResultsProps) {
	// The server renders with a client of its own; the browser shares the islands' client.
	const [client] = useState(() =>
		typeof window === 'undefined' ? new QueryClient() : queryClient,
	);
	return (
		<QueryClientProvider client={client}>
			<SearchResults {...props} />
		</QueryClientProvider>
	);
}

function SearchResults({
	locale,
	state: initial,
	firstPage,
	categories,
	brands,
	moduleType,
	money,
}: SearchResultsProps) {
	const o = { locale };
	const [state, setState] = useState(initial);
	const popover = useRef<HTMLDivElement>(null);
	const drawer = useRef<HTMLDialogElement>(null);
	const action = localizedPath('/home', locale);
	const href = (s: SearchState) => `${action}?${searchQuery(s)}`;
	const go = (next: SearchState) => {
		const url = href(next);
		// One entry per change: a tab's click and Ark's own selection may both report it.
		if (url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
		setState(next);
		popover.current?.hidePopover?.();
		drawer.current?.close();
	};
	const change = (c: Partial<SearchState>) => go(withChange(state, c));

	useEffect(() => {
		const back = () => setState(parseSearchState(new URLSearchParams(window.location.search)));
		window.addEventListener('popstate', back);
		return () => window.removeEventListener('popstate', back);
	}, []);

	const itemsTab =
		{
			food: m['search.results.tabFood']({}, o),
			grocery: m['search.results.tabGroceries']({}, o),
			pharmacy: m['search.results.tabMedicines']({}, o),
		}[moduleType as string] ?? m['search.results.tabItems']({}, o);
	const storesTab =
		moduleType === 'food'
			? m['search.results.tabRestaurants']({}, o)
			: m['search.results.tabStores']({}, o);
	const filters = (idPrefix: string) => (
		<FilterPanel
			key={key(state)}
			locale={locale}
			idPrefix={idPrefix}
			state={state}
			hasVeg={moduleType === 'food'}
			action={action}
			onApply={go}
		/>
	);

	return (
		<div className={`container ${styles.page}`}>
			<header className={styles.head}>
				<h1>{m['search.results.title']({ term: state.term }, o)}</h1>
				<p className={styles.count}>
					{m['search.results.count'](
						{ count: String(key(state) === key(initial) ? firstPage.total_size : '…') },
						o,
					)}
				</p>
			</header>
			<Tabs.Root
				value={state.tab}
				onValueChange={(d) =>
					change({
						tab: d.value === 'stores' ? 'stores' : 'items',
						sort: 'relevance',
						brandIds: [],
					})
				}
				activationMode="manual"
				// The triggers are links for readers without JavaScript and taps before hydration;
				// once hydrated a tab changes the list in place, so Ark must not click the link on
				// a value change (its default `navigate` reloaded the page, ADR 048).
				navigate={null}
			>
				<Tabs.List className={styles.tabs} aria-label={m['search.results.tabsLabel']({}, o)}>
					{(['items', 'stores'] as const).map((tab) => (
						<Tabs.Trigger key={tab} value={tab} asChild className={styles.tab}>
							<a
								href={href(withChange(state, { tab }))}
								onClick={(e) => {
									e.preventDefault();
									if (tab !== state.tab) change({ tab, sort: 'relevance', brandIds: [] });
								}}
							>
								{tab === 'items' ? itemsTab : storesTab}
							</a>
						</Tabs.Trigger>
					))}
				</Tabs.List>
				<ResultsToolbar
					locale={locale}
					state={state}
					action={action}
					href={href}
					drawerId={DRAWER_ID}
					onSort={(sort) => change({ sort })}
					onView={(view) => {
						setState({ ...state, view });
						history.replaceState(null, '', href({ ...state, view }));
					}}
					openDrawer={() => {
						if (!drawer.current?.open) drawer.current?.showModal();
					}}
				/>
				<div
					ref={popover}
					id="search-filter-popover"
					popover="auto"
					className={styles.popover}
					aria-label={m['search.results.filterTitle']({}, o)}
					role="dialog"
				>
					{filters('pop')}
				</div>
				<dialog
					ref={drawer}
					id={DRAWER_ID}
					className={styles.drawer}
					aria-labelledby="search-filter-title"
				>
					<div className={styles.drawerHead}>
						<h2 id="search-filter-title">{m['search.results.filterTitle']({}, o)}</h2>
						<button
							type="button"
							command="close"
							commandfor={DRAWER_ID}
							onClick={() => drawer.current?.close()}
						>
							{m['search.results.close']({}, o)}
						</button>
					</div>
					{filters('drawer')}
				</dialog>
				<AppliedChips
					locale={locale}
					state={state}
					categories={categories}
					brands={brands}
					href={href}
					go={go}
				/>
				<div className={styles.layout}>
					<FacetPanel
						locale={locale}
						state={state}
						categories={categories}
						brands={moduleType === 'ecommerce' ? brands : []}
						href={href}
						go={go}
					/>
					{(['items', 'stores'] as const).map((tab) => (
						<Tabs.Content key={tab} value={tab} className={styles.results}>
							{state.tab === tab && (
								<ResultList
									locale={locale}
									state={state}
									firstPage={key(state) === key(initial) ? firstPage : undefined}
									money={money}
									pageHref={(q) => `${action}?${q}`}
								/>
							)}
						</Tabs.Content>
					))}
				</div>
			</Tabs.Root>
		</div>
	);
}
