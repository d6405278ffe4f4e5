import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage, pageLocale } from '~/api-client/client';
import { SEARCH_DEBOUNCE_MS } from '~/config/constants';
import { m } from '~/i18n/messages';
import type { LatLng } from '~/lib/geo';
import { fetchPlaceLocation, fetchPlaceSuggestions, type PlacePrediction } from './location.api';
import { nextActiveOption } from './location-rules';
import styles from './PlaceSearch.module.css';

type Suggestions =
	| { status: 'idle' | 'loading' }
	| { status: 'done'; places: PlacePrediction[] }
	| { status: 'failed'; message: string };

/**
 * Place search (spec §4): typing asks for suggestions after 500 ms of quiet; choosing one looks
 * up its coordinates and hands them to the map. An ARIA 1.2 combobox with a listbox popup.
 */
export function PlaceSearch({ onChoose }: { onChoose: (point: LatLng) => void }) {
	const locale = pageLocale();
	const id = useId();
	const [text, setText] = useState('');
	const [query, setQuery] = useState('');
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'idle' });
	const choosing = useRef(0);

	useEffect(() => {
		if (!query) {
			setSuggestions({ status: 'idle' });
			return;
		}
		let stale = false;
		setSuggestions({ status: 'loading' });
		const timer = setTimeout(() => {
			fetchPlaceSuggestions(query).then(
				(places) => !stale && setSuggestions({ status: 'done', places }),
				(error: unknown) =>
					!stale &&
					setSuggestions({
						status: 'failed',
						message: apiErrorMessage(error) ?? m['location.searchFailed']({}, { locale }),
					}),
			);
		}, SEARCH_DEBOUNCE_MS);
		return () => {
			stale = true;
			clearTimeout(timer);
		};
	}, [query, locale]);

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
			setSuggestions({
				status: 'failed',
				message: apiErrorMessage(error) ?? m['location.searchFailed']({}, { locale }),
			});
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
					setQuery(event.target.value.trim());
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
