import { z } from 'zod';

/** contract §1.4 `offline_payment_method_list`: one configured method. */
export const offlinePaymentMethodSchema = z.object({
	id: z.number().int(),
	method_name: z.string(),
	/** What the store tells the customer: `{input_name: 'bank_name', input_data: 'DBS'}`. */
	method_fields: z.array(z.object({ input_name: z.string(), input_data: z.string() })),
	/** What the customer fills in: the key to send, its placeholder, whether it is required. */
	method_informations: z.array(
		z.object({
			customer_input: z.string(),
			customer_placeholder: z.string(),
			is_required: z.number().int(),
		}),
	),
	status: z.number().int(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type OfflinePaymentMethod = z.infer<typeof offlinePaymentMethodSchema>;

/** The list, or null when no method is configured (as the original server answers). */
export const offlinePaymentMethodListSchema = z.array(offlinePaymentMethodSchema).nullable();

const id = z.coerce.number().int().positive();

/**
 * contract §8.4 PUT `customer/order/offline-payment`: the order, the method, an optional note and
 * each of the method's `customer_input` keys as a top-level field.
 */
export const offlinePaymentRequestSchema = z.looseObject({
	order_id: id,
	method_id: id,
	customer_note: z.string().max(500).optional(),
	guest_id: z.coerce.number().int().positive().optional(),
});

/** `{payment: "success"}` (the original server's literal). */
export const offlinePaymentResponseSchema = z.object({ payment: z.literal('success') });

/** `offline_payment` on a tracked order (contract §8.3), or null. */
export const orderOfflinePaymentSchema = z
	.object({
		input: z.array(z.object({ user_input: z.string(), user_data: z.string() })),
		data: z.object({
			status: z.enum(['pending', 'verified', 'denied']),
			method_id: z.number().int().nullable(),
			method_name: z.string(),
			customer_note: z.string().nullable(),
			admin_note: z.string().nullable(),
		}),
		method_fields: z.array(z.object({ input_name: z.string(), input_data: z.string() })),
	})
	.nullable();
export type OrderOfflinePayment = z.infer<typeof orderOfflinePaymentSchema>;
