import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney, type MoneyFormat } from '~/lib/money';
import type { ProductItem } from './product-item';
import { type AddOnQuantities, MAX_ADD_ON_QTY } from './purchase-rules';
import type { PurchaseState } from './use-purchase';

interface Props {
	item: ProductItem;
	quantities: AddOnQuantities;
	money: MoneyFormat;
	locale: Locale;
	state: Pick<PurchaseState, 'checkAddOn' | 'stepAddOn'>;
}

/**
 * spec §4 add-ons: checking one raises its quantity by one, unchecking lowers it by one, and a
 * chosen add-on has plus and minus steppers. Add-ons are charged once per cart line.
 */
export function AddOnList({ item, quantities, money, locale, state }: Props) {
	if (item.add_ons.length === 0) return null;
	return (
		<fieldset className="pd-group">
			<legend>{m['product.addOns']({}, { locale })}</legend>
			<ul className="pd-options">
				{item.add_ons.map((addOn) => {
					const qty = quantities[addOn.id] ?? 0;
					return (
						<li key={addOn.id} className="pd-addon">
							<label>
								<input
									type="checkbox"
									checked={qty > 0}
									onChange={(event) => state.checkAddOn(addOn.id, event.currentTarget.checked)}
								/>
								<span>{addOn.name}</span>
								<span className="pd-extra">+{formatMoney(addOn.price, money)}</span>
							</label>
							{qty > 0 && (
								<fieldset className="pd-stepper">
									<legend className="visually-hidden">
										{m['product.addOnQuantity']({ name: addOn.name }, { locale })}
									</legend>
									<button
										type="button"
										aria-label={m['product.addOnFewer']({ name: addOn.name }, { locale })}
										onClick={() => state.stepAddOn(addOn.id, -1)}
									>
										−
									</button>
									<output>{qty}</output>
									<button
										type="button"
										aria-label={m['product.addOnMore']({ name: addOn.name }, { locale })}
										disabled={qty >= MAX_ADD_ON_QTY}
										onClick={() => state.stepAddOn(addOn.id, 1)}
									>
										+
									</button>
								</fieldset>
							)}
						</li>
					);
				})}
			</ul>
		</fieldset>
	);
}
