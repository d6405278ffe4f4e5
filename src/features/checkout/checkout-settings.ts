// contract §1.1 config switches checkout reads: delivery and take-away, scheduling, tips, payment
import type { MoneyFormat } from '~/lib/money';
import type { CheckoutPage } from './placement/order-payload';
import { slotMinutes } from './delivery/schedule-rules';

/** What the server tells the checkout island (props; the island never reads config itself). */
export interface CheckoutSettings {
	page: CheckoutPage;
	/** `?store_id=` of a prescription-only order. */
	storeId: number | null;
	/** config prescription_order_status: pharmacies may take orders of a prescription alone. */
	prescriptionOrder: boolean;
	money: MoneyFormat;
	/** The shop's time zone: store hours and schedule_at are in its local time. */
	timeZone: string;
	guestCheckout: boolean;
	homeDelivery: boolean;
	takeAway: boolean;
	scheduleOrder: boolean;
	slotMinutes: number;
	tips: boolean;
	wallet: boolean;
	cashOnDelivery: boolean;
	digitalPayment: boolean;
	/** config offline_payment_status: bank transfer / pay at counter (contract §1.4). */
	offlinePayment: boolean;
	/** Wallet first, the rest in cash (`partial_payment_status`, `partial_payment_method` cod|both). */
	partialPayment: boolean;
	/** config additional_charge_name when a service charge is on. */
	serviceChargeName: string | null;
}

const on = (value: unknown) => value === true || value === 1 || value === '1';

/** Reads the switches from GET /config's flat object (booleans or 0/1, as the original mixes them). */
export function checkoutSettings(
	config: Record<string, unknown>,
	input: { page: CheckoutPage; storeId: number | null; money: MoneyFormat; timeZone: string },
): CheckoutSettings {
	const name = config.additional_charge_name;
	return {
		...input,
		guestCheckout: on(config.guest_checkout_status),
		prescriptionOrder: on(config.prescription_order_status),
		homeDelivery: on(config.home_delivery_status),
		takeAway: on(config.takeaway_status),
		scheduleOrder: on(config.schedule_order),
		slotMinutes: slotMinutes(config.schedule_order_slot_duration),
		tips: on(config.dm_tips_status),
		wallet: on(config.customer_wallet_status),
		cashOnDelivery: on(config.cash_on_delivery),
		digitalPayment: on(config.digital_payment),
		offlinePayment: on(config.offline_payment_status),
		partialPayment:
			on(config.partial_payment_status) &&
			(config.partial_payment_method === 'cod' || config.partial_payment_method === 'both'),
		serviceChargeName:
			on(config.additional_charge_status) && typeof name === 'string' && name.trim() ? name : null,
	};
}

/** spec §2: only what both the marketplace and the store offer. */
export function orderTypesOffered(
	settings: Pick<CheckoutSettings, 'homeDelivery' | 'takeAway'>,
	store: { delivery: boolean; take_away: boolean },
): ('delivery' | 'take_away')[] {
	return [
		...(settings.homeDelivery && store.delivery ? (['delivery'] as const) : []),
		...(settings.takeAway && store.take_away ? (['take_away'] as const) : []),
	];
}
