import { z } from 'zod';

/** contract §1.4 `customer/order/refund-reasons`. */
export const refundReasonsSchema = z.object({
	refund_reasons: z.array(
		z.object({
			id: z.number().int(),
			reason: z.string(),
			status: z.number().int(),
			created_at: z.string(),
			updated_at: z.string(),
		}),
	),
});
export type RefundReasons = z.infer<typeof refundReasonsSchema>;

/** contract §8.4 POST `customer/order/refund-request` (multipart with `image[]`, or JSON without). */
export const refundRequestSchema = z.object({
	order_id: z.coerce.number().int().positive(),
	customer_reason: z.string().trim().min(1).max(255),
	customer_note: z.string().trim().max(1000).optional(),
	refund_method: z.string().max(50).optional(),
});

export const refundMessageSchema = z.object({ message: z.string() });

/** `refund` on a tracked order (contract §8.3), or null when none was asked. */
export const orderRefundSchema = z
	.object({
		id: z.number().int(),
		order_id: z.number().int(),
		user_id: z.number().int(),
		customer_reason: z.string(),
		customer_note: z.string().nullable(),
		admin_note: z.string().nullable(),
		refund_amount: z.number(),
		/** pending (requested) | approved | rejected */
		refund_status: z.enum(['pending', 'approved', 'rejected']),
		refund_method: z.string(),
		image: z.string(),
		image_full_url: z.array(z.string()),
		created_at: z.string(),
		updated_at: z.string(),
	})
	.nullable();
export type OrderRefund = z.infer<typeof orderRefundSchema>;
