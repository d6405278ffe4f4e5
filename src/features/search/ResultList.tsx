import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { ItemResult, StoreResult } from './result-cards';
import styles from './SearchResults.module.css';
import { type ResultItem, type ResultPage, type ResultStore, resultsQuery } from './search.api';
import { type SearchState, searchQuery } from './search-params';

interface Props {
	locale: Locale;
	state: SearchState;
	firstPage: ResultPage | undefined;
	money: MoneyFormat;
	pageHref: (query: URLSearchParams) => string;
}

/** Distinct rows of the loaded pages, in order (spec §4: appended, de-duplicated by id). */
function rowsOf<T extends { id: number }>(pages: ResultPage[], key: 'products' | 'stores'): T[] {
	const seen = new Set<number>();
	return pages.flatMap((p) =>
		((p[key] ?? []) as unknown as T[]).filter((r) => !seen.has(r.id) && seen.add(r.id)),
	);
}

/** The result grid or list, then the next page on reaching the sentinel, or by its link. */
export function ResultList({ locale, state, firstPage, money, pageHref }: Props) {
	const o = { locale };
	const query = useInfiniteQuery(resultsQuery(state, firstPage));
	const sentinel = useRef<HTMLDivElement>(null);
	const pages = query.data?.pages ?? [];
	const stores = state.tab === 'stores';
	const items = stores ? [] : rowsOf<ResultItem>(pages, 'products');
	const shops = stores ? rowsOf<ResultStore>(pages, 'stores') : [];
	const count = items.length + shops.length;
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

	// The cards' one click handler (add, choice modal, steppers), and steppers on new results.
	useEffect(() => {
		if (items.length === 0) return;
		void import('~/features/catalog/card-actions').then((x) => x.installCardActions());
		void import('~/features/cart/cart').then(({ $cart }) => {
			const lines = $cart.get();
			if (lines.length > 0)
				void import('~/features/cart/card-stepper').then((s) => s.syncCardSteppers(lines));
		});
	}, [items.length]);

	useEffect(() => {
		const el = sentinel.current;
		if (!el || !hasNextPage || !('IntersectionObserver' in window)) return;
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
			},
			{ rootMargin: '0px 0px 400px 0px' },
		);
		observer.observe(el);
		return () => observer.disconnect();
	}, [hasNextPage, isFetchingNextPage, fetchNextPage]);

	if (query.isPending)
		return (
			<p className={styles.status} role="status">
				{m['search.results.loadingMore']({}, o)}
			</p>
		);
	if (count === 0)
		return (
			<div className={styles.empty}>
				<p className={styles.emptyTitle}>
					{stores
						? m['search.results.storesNotFound']({}, o)
						: m['search.results.itemsNotFound']({}, o)}
				</p>
				<p>{m['search.results.noData']({}, o)}</p>
			</div>
		);
	const nextPage = state.page + pages.length;
	return (
		<>
			<ul
				className={state.view === 'list' ? styles.list : styles.grid}
				aria-busy={query.isFetching}
			>
				{items.map((item) => (
					<li key={item.id}>
						<ItemResult item={item} money={money} locale={locale} />
					</li>
				))}
				{shops.map((store) => (
					<li key={store.id}>
						<StoreResult store={store} locale={locale} />
					</li>
				))}
			</ul>
			<div ref={sentinel} className={styles.sentinel} />
			<p className="visually-hidden" role="status">
				{isFetchingNextPage ? m['search.results.loadingMore']({}, o) : ''}
			</p>
			<nav className={styles.pager} aria-label={m['search.results.nextPage']({}, o)}>
				{state.page > 1 && (
					<a rel="prev" href={pageHref(searchQuery({ ...state, page: state.page - 1 }))}>
						{m['search.results.previousPage']({}, o)}
					</a>
				)}
				{hasNextPage && (
					<a
						rel="next"
						href={pageHref(searchQuery({ ...state, page: nextPage }))}
						onClick={(e) => {
							e.preventDefault();
							void fetchNextPage();
						}}
					>
						{isFetchingNextPage
							? m['search.results.loadingMore']({}, o)
							: m['search.results.nextPage']({}, o)}
					</a>
				)}
			</nav>
		</>
	);
}
