import type { Database } from '../database';
import { businessSettings, offlinePaymentMethods, refundReasons, zones } from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo's offline methods: what the shop tells, what the customer fills in once paid. */
export const OFFLINE_METHOD_SEEDS = [
	{
		methodName: 'Bank transfer',
		methodFields: [
			{ input_name: 'bank_name', input_data: 'DBS Bank' },
			{ input_name: 'account_name', input_data: 'Kampung Mart Pte. Ltd.' },
			{ input_name: 'account_number', input_data: '072-345678-9' },
		],
		methodInformations: [
			{
				customer_input: 'transaction_reference',
				customer_placeholder: 'e.g. DBS-123456',
				is_required: 1,
			},
			{
				customer_input: 'account_holder_name',
				customer_placeholder: 'Name on the paying account',
				is_required: 1,
			},
		],
	},
	{
		methodName: 'Pay at counter',
		methodFields: [
			{ input_name: 'counter', input_data: 'Kampung Mart service counter, 1 Raffles Place' },
			{ input_name: 'opening_hours', input_data: '09:00–21:00 daily' },
		],
		methodInformations: [
			{
				customer_input: 'receipt_number',
				customer_placeholder: 'The number on your receipt',
				is_required: 1,
			},
		],
	},
];

export const REFUND_REASON_SEEDS = [
	'Item arrived damaged',
	'Wrong item delivered',
	'Item missing from the order',
	'Quality not as described',
];

/**
 * Seed step 8: offline payment switched on (every zone, two methods), refund reasons and the
 * refund window (7 days after delivery).
 */
export async function seedCompatFlows(tx: Tx, at: Date): Promise<void> {
	await tx
		.insert(offlinePaymentMethods)
		.values(OFFLINE_METHOD_SEEDS.map((m) => ({ ...m, createdAt: at, updatedAt: at })));
	await tx
		.insert(refundReasons)
		.values(REFUND_REASON_SEEDS.map((reason) => ({ reason, createdAt: at, updatedAt: at })));
	for (const [key, value] of [
		['offline_payment_status', 1],
		['refund_request_window_days', 7],
	] as const)
		await tx
			.insert(businessSettings)
			.values({ key, value, updatedAt: at })
			.onConflictDoUpdate({ target: businessSettings.key, set: { value } });
	await tx.update(zones).set({ offlinePayment: true });
}
