import { Slider } from '@ark-ui/react/slider';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import styles from './SearchResults.module.css';
import { PRICE_GAP, PRICE_MAX, PRICE_MIN } from './search-params';

interface Props {
	locale: Locale;
	idPrefix: string;
	value: [number, number];
	onChange: (value: [number, number]) => void;
}

const clamp = (n: number) => Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n) || 0));

/** spec §5: price range 0–20000, thumbs at least 1 apart (Ark UI slider), plus number fields. */
export function PriceRange({ locale, idPrefix, value, onChange }: Props) {
	const o = { locale };
	const [min, max] = value;
	const minLabel = m['search.results.minPrice']({}, o);
	const maxLabel = m['search.results.maxPrice']({}, o);
	return (
		<fieldset className={styles.fieldset}>
			<legend>{m['search.results.price']({}, o)}</legend>
			<Slider.Root
				className={styles.slider}
				min={PRICE_MIN}
				max={PRICE_MAX}
				step={1}
				minStepsBetweenThumbs={PRICE_GAP}
				value={[min, max]}
				onValueChange={(d) => onChange([d.value[0] ?? PRICE_MIN, d.value[1] ?? PRICE_MAX])}
				aria-label={[minLabel, maxLabel]}
			>
				<Slider.Control className={styles.sliderControl}>
					<Slider.Track className={styles.sliderTrack}>
						<Slider.Range className={styles.sliderRange} />
					</Slider.Track>
					<Slider.Thumb index={0} className={styles.sliderThumb} />
					<Slider.Thumb index={1} className={styles.sliderThumb} />
				</Slider.Control>
			</Slider.Root>
			<div className={styles.priceInputs}>
				<label htmlFor={`${idPrefix}-min`}>
					{minLabel}
					<input
						id={`${idPrefix}-min`}
						name="min_price"
						type="number"
						inputMode="numeric"
						min={PRICE_MIN}
						max={PRICE_MAX - PRICE_GAP}
						value={min}
						onChange={(e) =>
							onChange([Math.min(clamp(Number(e.target.value)), max - PRICE_GAP), max])
						}
					/>
				</label>
				<label htmlFor={`${idPrefix}-max`}>
					{maxLabel}
					<input
						id={`${idPrefix}-max`}
						name="max_price"
						type="number"
						inputMode="numeric"
						min={PRICE_MIN + PRICE_GAP}
						max={PRICE_MAX}
						value={max}
						onChange={(e) =>
							onChange([min, Math.max(clamp(Number(e.target.value)), min + PRICE_GAP)])
						}
					/>
				</label>
			</div>
		</fieldset>
	);
}
