import { useId } from 'react';
import type { Locale } from '~/config/locales';
import { m, type PlainMessage } from '~/i18n/messages';
import styles from '../Checkout.module.css';
import type { CheckoutOrderType } from '../placement/order-payload';
import type { ScheduleSlot } from './schedule-rules';

const TYPE_TEXT: Record<CheckoutOrderType, PlainMessage> = {
	delivery: m['checkout.orderType.delivery'],
	take_away: m['checkout.orderType.take_away'],
};

interface Props {
	locale: Locale;
	offered: CheckoutOrderType[];
	orderType: CheckoutOrderType;
	onOrderType: (type: CheckoutOrderType) => void;
	/** Whether the store takes orders for later (config and store). */
	canSchedule: boolean;
	openNow: boolean;
	slots: ScheduleSlot[];
	scheduleAt: string | null;
	onScheduleAt: (value: string | null) => void;
}

const NOW = 'now';

/** spec §2: delivery or take-away (what the store offers), then now or a slot today/tomorrow. */
export function DeliveryOptions(props: Props) {
	const { locale, offered, orderType, canSchedule, openNow, slots, scheduleAt } = props;
	const name = useId();
	const scheduleId = useId();
	const today = slots.filter((s) => s.day === 'today');
	const tomorrow = slots.filter((s) => s.day === 'tomorrow');
	const slotLabel = (s: ScheduleSlot) =>
		m['checkout.schedule.slot']({ start: s.start, end: s.end }, { locale });

	return (
		<section className={styles.card}>
			<fieldset className={styles.fieldset}>
				<legend className={styles.legend}>{m['checkout.orderType.legend']({}, { locale })}</legend>
				{offered.length === 0 ? (
					<p className={styles.error}>{m['checkout.orderType.none']({}, { locale })}</p>
				) : (
					<div className={styles.choices}>
						{offered.map((type) => (
							<label key={type} className={styles.choice}>
								<input
									type="radio"
									name={name}
									checked={orderType === type}
									onChange={() => props.onOrderType(type)}
								/>
								{TYPE_TEXT[type]({}, { locale })}
							</label>
						))}
					</div>
				)}
			</fieldset>
			{canSchedule && (openNow || slots.length > 0) ? (
				<div className={styles.field}>
					<label className={styles.label} htmlFor={scheduleId}>
						{m['checkout.schedule.label']({}, { locale })}
					</label>
					<select
						id={scheduleId}
						className={styles.input}
						value={scheduleAt ?? NOW}
						onChange={(e) => props.onScheduleAt(e.target.value === NOW ? null : e.target.value)}
					>
						{openNow && <option value={NOW}>{m['checkout.schedule.now']({}, { locale })}</option>}
						{today.length > 0 && (
							<optgroup label={m['checkout.schedule.today']({}, { locale })}>
								{today.map((s) => (
									<option key={s.value} value={s.value}>
										{slotLabel(s)}
									</option>
								))}
							</optgroup>
						)}
						{tomorrow.length > 0 && (
							<optgroup label={m['checkout.schedule.tomorrow']({}, { locale })}>
								{tomorrow.map((s) => (
									<option key={s.value} value={s.value}>
										{slotLabel(s)}
									</option>
								))}
							</optgroup>
						)}
					</select>
					{!openNow && <p className={styles.note}>{m['checkout.storeClosed']({}, { locale })}</p>}
				</div>
			) : (
				!openNow && (
					<p className={styles.error}>
						{canSchedule
							? m['checkout.schedule.noSlots']({}, { locale })
							: m['checkout.storeClosedNoSchedule']({}, { locale })}
					</p>
				)
			)}
		</section>
	);
}
