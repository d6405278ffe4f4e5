import { z } from 'zod';
import './field-messages';
import { guestIdField, jsonText } from './auth';
import { CART_MAX_CHOICES, quantitySchema, variationInputSchema } from './cart';
import { orderPricingSchema } from './order';
import { safeString } from './text';

// Order placement (contract §8.1) and its preview (our extension).

/** Order types `customer/order/place` takes; parcels have their own flow. */
export const ORDER_PLACE_TYPES = ['delivery', 'take_away'] as const;
/** Payment methods the checkout offers (commerce contract §1). */
export const ORDER_PLACE_PAYMENT_METHODS = [
	'cash_on_delivery',
	'digital_payment',
	'wallet',
	'offline_payment',
] as const;
/** The digital payment gateway of the embedded server. */
export const DEFAULT_PAYMENT_GATEWAY = 'demo_pay';
/** Most lines a buy-now `cart` may carry. */
export const ORDER_MAX_LINES = 100;
/** Longest `Idempotency-Key` header the server keeps. */
export const IDEMPOTENCY_KEY_MAX = 255;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

const orderId = (field: string) =>
	z
		.union(
			[
				z.number(),
				z
					.string()
					.trim()
					.regex(/^\d{1,9}$/),
			],
			{
				error: (issue) =>
					issue.input === undefined
						? `The ${field} field is required.`
						: `The ${field} must be an integer.`,
			},
		)
		.transform(Number)
		.pipe(
			z
				.number()
				.int({ error: `The ${field} must be an integer.` })
				.positive({ error: `The ${field} must be an integer.` }),
		);

/** A plain or scientific decimal, as JSON numbers and form fields write them. */
const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A number field that takes any finite number, or its text (multipart bodies send text): float
 * noise such as 103.94470000000001 is accepted and rounded to `decimals` places. Every failure
 * is the field's human message, never the validator's own text (no pattern reaches a shopper).
 */
const decimal = (field: string, min: number, max: number, decimals = 7) => {
	const notNumber = `The ${field} must be a number.`;
	const scale = 10 ** decimals;
	return z
		.union(
			[
				z.number({ error: notNumber }),
				z
					.string({ error: notNumber })
					.trim()
					.max(64, { error: notNumber })
					.regex(DECIMAL_TEXT, { error: notNumber }),
			],
			{ error: notNumber },
		)
		.transform(Number)
		.pipe(
			z
				.number({ error: notNumber })
				.refine(Number.isFinite, { error: notNumber })
				.min(min, { error: `The ${field} must be at least ${min}.` })
				.max(max, { error: `The ${field} may not be greater than ${max}.` }),
		)
		.transform((value) => Math.round(value * scale) / scale);
};

const optionalDecimal = (field: string, min: number, max: number, decimals?: number) =>
	z.preprocess(blankToUndefined, decimal(field, min, max, decimals).optional());

const optionalText = (field: string, max: number) =>
	z.preprocess(
		blankToUndefined,
		safeString(`The ${field} must be a string.`)
			.trim()
			.max(max, { error: `The ${field} may not be greater than ${max} characters.` })
			.optional()
			.transform((v) => v || undefined),
	);

/** Laravel's boolean input: 1/0, "1"/"0", true/false, "true"/"false", "on"; absent is false. */
const flag = (field: string) =>
	z.preprocess(
		(v) => {
			if (v === undefined || v === null || v === '') return false;
			if (v === 1 || v === '1' || v === 'true' || v === 'on') return true;
			if (v === 0 || v === '0' || v === 'false' || v === 'off') return false;
			return v;
		},
		z.boolean({ error: `The ${field} field must be true or false.` }),
	);

const lineIds = (field: string) =>
	z.preprocess(
		(v) => (v === undefined || v === null || v === '' ? [] : jsonText(v)),
		z
			.array(orderId(field), { error: `The ${field} must be a list.` })
			.max(CART_MAX_CHOICES, { error: `The ${field} may not have more than 50 items.` }),
	);

/** `App\Models\ItemCampaign` (and the slash-less form some clients send) or `ItemCampaign`. */
const itemType = z.preprocess(
	(v) => {
		if (v === undefined || v === null || v === '') return 'Item';
		if (typeof v !== 'string') return v;
		const name = v.replace(/^App\\?Models\\?/, '');
		return name;
	},
	z.enum(['Item', 'ItemCampaign'], { error: 'The selected item type is invalid.' }),
);

/** One line of a buy-now order (`cart`, contract §8.1), priced by the server. */
export const buyNowLineSchema = z.object({
	item_id: orderId('item id'),
	item_type: itemType,
	quantity: quantitySchema,
	variation: variationInputSchema,
	add_on_ids: lineIds('add on ids'),
	add_on_qtys: lineIds('add on qtys'),
});
export type BuyNowLine = z.infer<typeof buyNowLineSchema>;

/**
 * POST customer/order/place and customer/order/preview (contract §8.1, commerce contract §1–2).
 * `order_amount` and line prices may be sent; they are ignored. Conditional requirements (guest
 * contact, address and distance for delivery) are checked after the caller is known.
 */
export const orderPlaceRequestSchema = z.object({
	guest_id: guestIdField,
	payment_method: z.preprocess(
		blankToUndefined,
		z
			.enum(ORDER_PLACE_PAYMENT_METHODS, { error: 'The selected payment method is invalid.' })
			.optional(),
	),
	payment_gateway: optionalText('payment gateway', 50),
	partial_payment: flag('partial payment'),
	order_type: z.preprocess(
		blankToUndefined,
		z.enum(ORDER_PLACE_TYPES, {
			error: (issue) =>
				issue.input === undefined
					? 'The order type field is required.'
					: 'The selected order type is invalid.',
		}),
	),
	store_id: z.preprocess(blankToUndefined, orderId('store id')),
	distance: optionalDecimal('distance', 0, 1000),
	address_id: z.preprocess(blankToUndefined, orderId('address id').optional()),
	address: optionalText('address', 500),
	latitude: optionalDecimal('latitude', -90, 90),
	longitude: optionalDecimal('longitude', -180, 180),
	address_type: optionalText('address type', 50),
	floor: optionalText('floor', 50),
	road: optionalText('road', 200),
	house: optionalText('house', 100),
	contact_person_name: optionalText('contact person name', 100),
	contact_person_number: optionalText('contact person number', 30),
	contact_person_email: optionalText('contact person email', 255),
	coupon_code: optionalText('coupon code', 100),
	schedule_at: z.preprocess(
		blankToUndefined,
		z
			.string()
			.trim()
			.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, {
				error: 'The schedule at does not match the format Y-m-d H:i:s.',
			})
			.optional(),
	),
	dm_tips: optionalDecimal('dm tips', 0, 100_000),
	order_note: optionalText('order note', 1000),
	delivery_instruction: optionalText('delivery instruction', 1000),
	unavailable_item_note: optionalText('unavailable item note', 1000),
	cutlery: flag('cutlery'),
	is_buy_now: flag('is buy now'),
	/** Preview only (our addition): price a prescription-only order (contract §8.2). */
	prescription_order: flag('prescription order'),
	cart: z.preprocess(
		(v) => (v === undefined || v === null || v === '' ? undefined : jsonText(v)),
		z
			.array(buyNowLineSchema, { error: 'The cart must be a list.' })
			.max(ORDER_MAX_LINES, { error: `The cart may not have more than ${ORDER_MAX_LINES} items.` })
			.optional(),
	),
});
export type OrderPlaceRequest = z.infer<typeof orderPlaceRequestSchema>;

/** 200 of `customer/order/place` (contract §8.1; `total_ammount` is misspelled on purpose). */
export const orderPlaceResponseSchema = z.object({
	message: z.string(),
	order_id: z.number().int(),
	total_ammount: z.number(),
	status: z.enum(['pending', 'confirmed']),
	created_at: z.string(),
	user_id: z.number().int(),
	/**
	 * Digital payments only (our addition): the signature the `/payment-mobile` link must carry as
	 * `payment_token`; order ids and customer ids are sequential, so an unsigned link is refused.
	 */
	payment_token: z.string().optional(),
});
export type OrderPlaceResponse = z.infer<typeof orderPlaceResponseSchema>;

/** 200 of `customer/order/preview` (commerce contract §2): what `place` would charge, and how. */
export const orderPreviewResponseSchema = z.object({
	pricing: orderPricingSchema,
	payment_methods: z.object({
		cash_on_delivery: z.boolean(),
		digital_payment: z.boolean(),
		wallet: z.boolean(),
		/** Offline payment (bank transfer, pay at counter) is on here (contract §1.4). */
		offline_payment: z.boolean(),
	}),
	/** The zone's cash-on-delivery cap for this module; null = none. */
	cod_max_amount: z.number().nullable(),
	/** The signed-in customer's wallet; null for guests. */
	wallet_balance: z.number().nullable(),
	/** Whether the store is open at `schedule_at` (or now). */
	store_open: z.boolean(),
});
export type OrderPreviewResponse = z.infer<typeof orderPreviewResponseSchema>;
