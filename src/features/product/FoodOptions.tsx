import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import type { FoodGroup } from './product-item';
import { hintText } from './product-text';
import { type FoodSelection, foodHint } from './variation-rules';

interface Props {
	groups: FoodGroup[];
	selection: FoodSelection;
	money: MoneyFormat;
	locale: Locale;
	/** The group the last refusal was about. */
	invalid: number | undefined;
	onToggle: (groupIndex: number, label: string) => void;
}

/**
 * spec §5 variation groups: single groups are radio buttons that a second press clears; multi
 * groups are checkboxes, with the min/max hint. Option prices add to the base price.
 */
export function FoodOptions({ groups, selection, money, locale, invalid, onToggle }: Props) {
	const base = useId();
	return groups.map((group, gi) => {
		const hint = foodHint(group);
		const hintId = `${base}-hint-${gi}`;
		return (
			<fieldset
				key={group.name}
				className="pd-group"
				data-invalid={invalid === gi ? 'true' : undefined}
				aria-describedby={hint ? hintId : undefined}
			>
				<legend>
					{group.name}{' '}
					<span className="pd-tag">
						{group.required
							? m['product.groupRequired']({}, { locale })
							: m['product.groupOptional']({}, { locale })}
					</span>
				</legend>
				{hint && (
					<p id={hintId} className="pd-hint">
						{hintText(hint, locale)}
					</p>
				)}
				<ul className="pd-options">
					{group.values.map((value) => {
						const checked = selection[gi]?.includes(value.label) ?? false;
						return (
							<li key={value.label}>
								<label>
									<input
										type={group.type === 'single' ? 'radio' : 'checkbox'}
										name={`${base}-group-${gi}`}
										checked={checked}
										aria-invalid={invalid === gi ? true : undefined}
										// A click on a chosen radio clears it (spec: single toggles).
										onClick={() => onToggle(gi, value.label)}
										onChange={() => {}}
									/>
									<span>{value.label}</span>
									{value.price > 0 && (
										<span className="pd-extra">+{formatMoney(value.price, money)}</span>
									)}
								</label>
							</li>
						);
					})}
				</ul>
			</fieldset>
		);
	});
}
