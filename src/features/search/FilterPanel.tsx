import { useState } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { HiddenFields } from './HiddenFields';
import { PriceRange } from './PriceRange';
import styles from './SearchResults.module.css';
import {
	PRICE_MAX,
	PRICE_MIN,
	RATINGS,
	type SearchState,
	searchQuery,
	withChange,
} from './search-params';

interface Props {
	locale: Locale;
	idPrefix: string;
	state: SearchState;
	hasVeg: boolean;
	action: string;
	onApply: (state: SearchState) => void;
}

const CLEARED: Partial<SearchState> = {
	veg: null,
	rating: null,
	minPrice: PRICE_MIN,
	maxPrice: PRICE_MAX,
	discounted: false,
	freeDelivery: false,
	openNow: false,
};

/**
 * The filters (spec §2): a GET form of the page, so it works without JavaScript; with it, Apply
 * changes the URL in place. Veg only where the module has it; price and discount on items only.
 */
export function FilterPanel({ locale, idPrefix, state, hasVeg, action, onApply }: Props) {
	const o = { locale };
	const [draft, setDraft] = useState(state);
	const set = (change: Partial<SearchState>) => setDraft((d) => ({ ...d, ...change }));
	const items = state.tab === 'items';
	const cleared = [...searchQuery(withChange(state, CLEARED))].filter(([k]) => k !== 'page');
	const resetForm = `${idPrefix}-reset`;
	const check = (key: 'discounted' | 'freeDelivery' | 'openNow', name: string, label: string) => (
		<label className={styles.check}>
			<input
				type="checkbox"
				name={name}
				value="1"
				checked={draft[key]}
				onChange={(e) => set({ [key]: e.target.checked })}
			/>
			{label}
		</label>
	);
	return (
		<>
			<form
				className={styles.filters}
				method="get"
				action={action}
				onSubmit={(e) => {
					e.preventDefault();
					onApply(withChange(state, { ...draft, page: 1 }));
				}}
			>
				<HiddenFields fields={cleared} />
				{hasVeg && (
					<fieldset className={styles.fieldset}>
						<legend>{m['search.results.type']({}, o)}</legend>
						{(['veg', 'non_veg'] as const).map((v) => (
							<label key={v} className={styles.check}>
								<input
									type="checkbox"
									name="veg"
									value={v}
									checked={draft.veg === v}
									onChange={(e) => set({ veg: e.target.checked ? v : null })}
								/>
								{v === 'veg' ? m['search.results.veg']({}, o) : m['search.results.nonVeg']({}, o)}
							</label>
						))}
					</fieldset>
				)}
				<fieldset className={styles.fieldset}>
					<legend>{m['search.results.rating']({}, o)}</legend>
					{[null, ...RATINGS].map((r) => (
						<label key={r ?? 'any'} className={styles.check}>
							<input
								type="radio"
								name="rating"
								value={r ?? ''}
								checked={draft.rating === r}
								onChange={() => set({ rating: r })}
							/>
							{r
								? m['search.results.ratingAtLeast']({ rating: String(r) }, o)
								: m['search.results.anyRating']({}, o)}
						</label>
					))}
				</fieldset>
				{items && (
					<PriceRange
						locale={locale}
						idPrefix={idPrefix}
						value={[draft.minPrice, draft.maxPrice]}
						onChange={([minPrice, maxPrice]) => set({ minPrice, maxPrice })}
					/>
				)}
				<fieldset className={styles.fieldset}>
					<legend className="visually-hidden">{m['search.results.filterTitle']({}, o)}</legend>
					{items && check('discounted', 'discounted', m['search.results.discounted']({}, o))}
					{check('freeDelivery', 'free_delivery', m['search.results.freeDelivery']({}, o))}
					{check('openNow', 'open_now', m['search.results.openNow']({}, o))}
				</fieldset>
				<div className={styles.filterActions}>
					{/* Before hydration Reset sends its own form, the page without filters (ADR 048);
				    after, it clears the choices here and Apply applies them. */}
					<button
						type="submit"
						form={resetForm}
						className={styles.secondary}
						onClick={(e) => {
							e.preventDefault();
							setDraft(withChange(state, CLEARED));
						}}
					>
						{m['search.results.reset']({}, o)}
					</button>
					<button type="submit" className={styles.primary}>
						{m['search.results.apply']({}, o)}
					</button>
				</div>
			</form>
			<form id={resetForm} method="get" action={action} hidden>
				<HiddenFields fields={cleared} />
			</form>
		</>
	);
}
