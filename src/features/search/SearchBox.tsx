import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '~/config/locales';
import { storePath, itemPath } from '~/features/catalog/card-rules';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $searchHistory, clearSearchHistory } from '~/state/search-history.state';
import { $token } from '~/state/session.state';
import styles from './SearchBox.module.css';
import { suggestedItemsQuery, suggestionsQuery } from './search.api';
import { useDebounced } from './use-debounced';

/** spec §9: search debounce 500 ms; suggestion hide timer 5 s. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SUGGESTION_HIDE_MS = 5_000;

type Option = {
	value: string;
	label: string;
	href: string;
	group: 'history' | 'suggested' | 'items' | 'stores';
	detail?: string;
};

export interface SearchBoxProps {
	locale: Locale;
	inputId: string;
	initialValue: string;
	autoFocus: boolean;
	moduleId: string;
}

function resultsHref(term: string, moduleId: string, locale: Locale): string {
	const q = new URLSearchParams({ data_type: 'searched', search: term });
	if (moduleId) q.set('module_id', moduleId);
	return localizedPath(`/home?${q}`, locale);
}

/** The header's combobox (ADR 018): history and suggested items when empty, suggestions when typing. */
export function SearchBox({ locale, inputId, initialValue, autoFocus, moduleId }: SearchBoxProps) {
	const [text, setText] = useState(initialValue);
	const [open, setOpen] = useState(false);
	const [poke, setPoke] = useState(0);
	const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
	const history = useStore($searchHistory);
	const signedIn = Boolean(useStore($token));
	const found = useQuery(suggestionsQuery(term));
	const suggested = useQuery(suggestedItemsQuery(signedIn && open));
	const input = useRef<HTMLInputElement>(null);
	const o = { locale };

	// Once, when the island replaces the plain input the shopper is in: keep focus and caret.
	const [initialLength] = useState(initialValue.length);
	useEffect(() => {
		if (!autoFocus || !input.current) return;
		input.current.focus();
		input.current.setSelectionRange(initialLength, initialLength);
		setOpen(true);
	}, [autoFocus, initialLength]);

	// spec §9: suggestions hide after 5 s without the shopper typing or moving over them.
	// The timer starts once suggestions are shown, not while they load.
	const activity = `${text}|${poke}|${found.dataUpdatedAt}`;
	const waiting = text.trim() !== '' && (term !== text.trim() || found.isFetching);
	useEffect(() => {
		if (!open || waiting || !activity) return;
		const timer = setTimeout(() => setOpen(false), SUGGESTION_HIDE_MS);
		return () => clearTimeout(timer);
	}, [open, waiting, activity]);

	const typing = text.trim().length > 0;
	const options = useMemo<Option[]>(() => {
		if (!typing) {
			const past = history.map((h) => ({
				value: `history:${h}`,
				label: h,
				href: resultsHref(h, moduleId, locale),
				group: 'history' as const,
			}));
			const mine = (suggested.data ?? []).map((i) => ({
				value: `suggested:${i.id}`,
				label: i.name,
				href: localizedPath(itemPath(i), locale),
				group: 'suggested' as const,
				detail: i.store_name,
			}));
			return [...past, ...mine];
		}
		if (term !== text.trim() || !found.data) return [];
		return [
			...found.data.items.map((i) => ({
				value: `item:${i.id}`,
				label: i.name,
				href: localizedPath(itemPath(i), locale),
				group: 'items' as const,
				detail: i.store_name,
			})),
			...found.data.stores.map((s) => ({
				value: `store:${s.id}`,
				label: s.name,
				href: localizedPath(storePath(s), locale),
				group: 'stores' as const,
			})),
		];
	}, [typing, history, suggested.data, term, text, found.data, moduleId, locale]);
	const collection = useMemo(
		() =>
			createListCollection({
				items: options,
				itemToString: (x) => x.label,
				itemToValue: (x) => x.value,
			}),
		[options],
	);
	const loading = typing && (term !== text.trim() || found.isFetching);
	const groups = (['history', 'suggested', 'items', 'stores'] as const)
		.map((g) => ({ g, list: options.filter((x) => x.group === g) }))
		.filter((x) => x.list.length > 0);
	const titles = {
		history: m['search.box.history']({}, o),
		suggested: m['search.box.suggested']({}, o),
		items: m['search.box.items']({}, o),
		stores: m['search.box.stores']({}, o),
	};

	return (
		<Combobox.Root
			className={styles.root}
			collection={collection}
			ids={{ input: inputId }}
			inputValue={text}
			onInputValueChange={(d) => setText(d.inputValue)}
			open={open}
			onOpenChange={(d) => setOpen(d.open)}
			openOnClick
			allowCustomValue
			selectionBehavior="preserve"
			positioning={{ sameWidth: true, placement: 'bottom-start' }}
		>
			<Combobox.Control className={styles.control}>
				<Combobox.Input
					ref={input}
					name="search"
					type="search"
					required
					maxLength={100}
					autoComplete="off"
					enterKeyHint="search"
					placeholder={m['search.box.placeholder']({}, o)}
					className={styles.input}
				/>
			</Combobox.Control>
			<Combobox.Positioner className={styles.positioner}>
				<Combobox.Content className={styles.content} onPointerMove={() => setPoke((n) => n + 1)}>
					{loading && (
						<p className={styles.status} role="status">
							{m['search.box.loading']({}, o)}
						</p>
					)}
					{!loading && typing && options.length === 0 && (
						<p className={styles.status} role="status">
							{m['search.box.noSuggestions']({}, o)}
						</p>
					)}
					{groups.map(({ g, list }) => (
						<Combobox.ItemGroup key={g} className={styles.group}>
							<Combobox.ItemGroupLabel className={styles.groupLabel}>
								{titles[g]}
								{g === 'history' && (
									<button
										type="button"
										className={styles.clear}
										onClick={() => clearSearchHistory()}
									>
										{m['search.box.clearHistory']({}, o)}
									</button>
								)}
							</Combobox.ItemGroupLabel>
							{list.map((option) => (
								<Combobox.Item key={option.value} item={option} asChild className={styles.item}>
									<a href={option.href}>
										<Combobox.ItemText>{option.label}</Combobox.ItemText>
										{option.detail && <small>{option.detail}</small>}
									</a>
								</Combobox.Item>
							))}
						</Combobox.ItemGroup>
					))}
				</Combobox.Content>
			</Combobox.Positioner>
		</Combobox.Root>
	);
}
