import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { apiErrorMessage, pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { SEARCH_DEBOUNCE_MS } from '~/config/constants';
import { useDebounced } from '~/features/search/use-debounced';
import { m } from '~/i18n/messages';
import type { LatLng } from '~/lib/geo';
import { fetchPlaceLocation, type PlacePrediction } from './location.api';
import { placeSuggestionsQuery } from './location.queries';
import { nextActiveOption } from './location-rules';
import styles from './PlaceSearch.module.css';

/**
 * Place search (spec §4): typing asks for suggestions after 500 ms of quiet; choosing one looks
 * up its coordinates and hands them to the map. An ARIA 1.2 combobox with a listbox popup, kept
 * by hand rather than Ark UI's: inside the picker's modal dialog Ark's combobox takes every Escape
 * (the picker would no longer close from its search field) and marks an option aria-selected only
 * once chosen, not while it is the active one (ADR 029a).
 */
export function PlaceSearch({ onChoose }: { onChoose: (point: LatLng) => void }) {
	const locale = pageLocale();
	const id = useId();
	const [text, setText] = useState('');
	/** What the shopper typed (a chosen place's text is not searched again). */
	const [typed, setTyped] = useState('');
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const [chooseError, setChooseError] = useState<string | null>(null);
	const choosing = useRef(0);
	const query = useDebounced(typed, SEARCH_DEBOUNCE_MS);
	const found = useQuery(placeSuggestionsQuery(query), queryClient);

	// What the list shows for the text as typed (a newer text is 'loading' until its answer).
	const current = typed !== '' && query === typed;
	const suggestions =
		chooseError !== null
			? { status: 'failed' as const, message: chooseError }
			: !typed
				? { status: 'idle' as const }
				: !current || found.isPending || found.isFetching
					? { status: 'loading' as const }
					: found.isError
						? {
								status: 'failed' as const,
								message: apiErrorMessage(found.error) ?? m['location.searchFailed']({}, { locale }),
							}
						: { status: 'done' as const, places: found.data ?? [] };
	const places = suggestions.status === 'done' ? suggestions.places : [];
	const expanded = open && suggestions.status !== 'idle';

	async function choose(place: PlacePrediction) {
		const ask = ++choosing.current;
		setText(place.description);
		setOpen(false);
		setActive(-1);
		try {
			const point = await fetchPlaceLocation(place.place_id);
			if (ask === choosing.current) onChoose(point);
		} catch (error) {
			setChooseError(apiErrorMessage(error) ?? m['location.searchFailed']({}, { locale }));
			setOpen(true);
		}
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			event.preventDefault();
			setOpen(true);
			setActive(nextActiveOption(active, event.key, places.length));
		} else if (event.key === 'Enter') {
			event.preventDefault();
			const place = places[active] ?? (places.length === 1 ? places[0] : undefined);
			if (expanded && place) void choose(place);
		} else if (event.key === 'Escape' && expanded) {
			event.preventDefault(); // closes the list, not the dialog
			setOpen(false);
			setActive(-1);
		}
	}

	const optionId = (index: number) => `${id}-option-${index}`;
	return (
		<div className={styles.search}>
			<label htmlFor={`${id}-input`} className={styles.label}>
				{m['location.searchLabel']({}, { locale })}
			</label>
			<input
				id={`${id}-input`}
				className={styles.input}
				type="text"
				role="combobox"
				autoComplete="off"
				enterKeyHint="search"
				data-autofocus
				placeholder={m['location.searchPlaceholder']({}, { locale })}
				aria-autocomplete="list"
				aria-expanded={expanded}
				aria-controls={`${id}-listbox`}
				aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
				value={text}
				onChange={(event) => {
					setText(event.target.value);
					setTyped(event.target.value.trim());
					setChooseError(null);
					setOpen(true);
					setActive(-1);
				}}
				onKeyDown={onKeyDown}
				onBlur={() => setOpen(false)}
			/>
			<div className={styles.popup} hidden={!expanded}>
				{suggestions.status === 'loading' && (
					<p className={styles.note} role="status">
						{m['location.suggestionsLoading']({}, { locale })}
					</p>
				)}
				{suggestions.status === 'failed' && (
					<p className={styles.note} role="alert">
						{suggestions.message}
					</p>
				)}
				{suggestions.status === 'done' && places.length === 0 && (
					<p className={styles.note} role="status">
						{m['location.noSuggestions']({}, { locale })}
					</p>
				)}
				<div
					id={`${id}-listbox`}
					className={styles.listbox}
					role="listbox"
					aria-label={m['location.suggestions']({}, { locale })}
				>
					{places.map((place, index) => (
						// Keyboard choice goes through the input (aria-activedescendant); a press chooses
						// on mousedown so the input keeps focus.
						<div
							key={place.place_id}
							id={optionId(index)}
							role="option"
							tabIndex={-1}
							aria-selected={index === active}
							className={styles.option}
							onMouseDown={(event) => {
								event.preventDefault();
								void choose(place);
							}}
						>
							{place.description}
						</div>
					))}
				</div>
			</div>
		</div>
	);
}
