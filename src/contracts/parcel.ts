import { z } from 'zod';
import { jsonText } from './auth';
import { orderPlaceRequestSchema } from './order-place';

/**
 * Parcels (contract §1.4, §3.4, §8.1): vehicles, tips, instructions, and a parcel order's body.
 * snake_case as on the wire.
 */

/** Who pays a parcel's charge; the receiver pays only in cash (spec §2 parcel flow). */
export const CHARGE_PAYERS = ['sender', 'receiver'] as const;
export type ChargePayer = (typeof CHARGE_PAYERS)[number];

/** Payment methods a parcel takes. */
export const PARCEL_PAYMENT_METHODS = ['cash_on_delivery', 'digital_payment'] as const;

const coordinate = (field: string, limit: number) =>
	z
		.union(
			[
				z.number(),
				z
					.string()
					.trim()
					.regex(/^-?\d{1,3}(\.\d{1,15})?$/),
			],
			{
				error: (issue) =>
					issue.input === undefined || issue.input === null || issue.input === ''
						? `The receiver ${field} field is required.`
						: `The receiver ${field} must be a number.`,
			},
		)
		.transform(Number)
		.pipe(
			z
				.number()
				.min(-limit, { error: `The receiver ${field} must be a number.` })
				.max(limit, { error: `The receiver ${field} must be a number.` }),
		);

const base = (field: string, max: number) =>
	z
		.string({ error: `The receiver ${field} field is required.` })
		.trim()
		.max(max, { error: `The receiver ${field} may not be greater than ${max} characters.` });
const required = (field: string, max: number) =>
	base(field, max).min(1, { error: `The receiver ${field} field is required.` });
const optional = (field: string, max: number) =>
	z.preprocess((v) => (v === null || v === '' ? undefined : v), base(field, max).optional());

/**
 * `receiver_details` (contract §8.1): a JSON string (or object) of the receiver's address. The
 * client's `zone_id` is ignored: the server finds the receiver's zone from the point.
 */
export const receiverDetailsInputSchema = z.object({
	contact_person_name: required('contact person name', 100),
	contact_person_number: required('contact person number', 30),
	address: required('address', 500),
	latitude: coordinate('latitude', 90),
	longitude: coordinate('longitude', 180),
	address_type: optional('address type', 50),
	house: optional('house', 100),
	floor: optional('floor', 50),
	road: optional('road', 200),
	zone_id: z.unknown().optional(),
});
export type ReceiverDetailsInput = z.infer<typeof receiverDetailsInputSchema>;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

/**
 * POST customer/order/place|preview with `order_type=parcel`: the sender's address and contact in
 * the usual fields, plus the parcel's (contract §8.1). No store, cart or coupon.
 */
export const parcelOrderRequestSchema = orderPlaceRequestSchema
	.pick({
		guest_id: true,
		payment_method: true,
		payment_gateway: true,
		distance: true,
		address: true,
		latitude: true,
		longitude: true,
		address_type: true,
		floor: true,
		road: true,
		house: true,
		contact_person_name: true,
		contact_person_number: true,
		contact_person_email: true,
		schedule_at: true,
		dm_tips: true,
		order_note: true,
		delivery_instruction: true,
	})
	.extend({
		order_type: z.literal('parcel'),
		parcel_category_id: z.preprocess(
			blank,
			z.coerce
				.number({ error: 'The parcel category id field is required.' })
				.int({ error: 'The parcel category id must be an integer.' })
				.positive({ error: 'The parcel category id must be an integer.' }),
		),
		receiver_details: z.preprocess(
			(v) => (v === undefined || v === null || v === '' ? undefined : jsonText(v)),
			z.object(receiverDetailsInputSchema.shape, {
				error: 'The receiver details field is required.',
			}),
		),
		charge_payer: z.preprocess(
			(v) => blank(v) ?? 'sender',
			z.enum(CHARGE_PAYERS, { error: 'The selected charge payer is invalid.' }),
		),
	});
export type ParcelOrderRequest = z.infer<typeof parcelOrderRequestSchema>;

/** A delivery vehicle (contract §1.4 `get-vehicles`). */
export const vehicleSchema = z.object({
	id: z.number().int(),
	type: z.string(),
	status: z.number().int(),
	extra_charges: z.number(),
	starting_coverage_area: z.number(),
	maximum_coverage_area: z.number(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** GET vehicle/extra_charge?distance= (km). */
export const extraChargeQuerySchema = z.object({
	distance: z
		.string({ error: 'The distance field is required.' })
		.trim()
		.regex(/^\d{1,6}(\.\d{1,12})?$/, { error: 'The distance must be a number.' }),
});

/** GET most-tips: the most common tip of past orders. */
export const mostTipsSchema = z.object({ most_tips_amount: z.number() });

/** A parcel instruction (contract §1.4 `customer/order/parcel-instructions`). */
export const parcelInstructionSchema = z.object({
	id: z.number().int(),
	instruction: z.string(),
	status: z.number().int(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type ParcelInstruction = z.infer<typeof parcelInstructionSchema>;

export const parcelInstructionsSchema = z.object({
	total_size: z.number().int(),
	limit: z.union([z.string(), z.number()]).nullable(),
	offset: z.union([z.string(), z.number()]).nullable(),
	data: z.array(parcelInstructionSchema),
});
export type ParcelInstructions = z.infer<typeof parcelInstructionsSchema>;
