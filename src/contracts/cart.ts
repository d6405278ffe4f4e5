import { z } from 'zod';
import './field-messages';
import { guestIdField, jsonText } from './auth';
import { itemSchema } from './catalog';

/**
 * Cart payloads and lines (contract §7), snake_case as on the wire. Form posts carry numbers as
 * text and arrays as JSON text; both parse.
 */

/** Most lines one cart may hold, and most add-ons or option groups one line may name. */
export const CART_MAX_LINES = 100;
export const CART_MAX_CHOICES = 50;
/** Largest quantity one line may ask for, whatever the stock. */
export const CART_MAX_QUANTITY = 10_000;

const id = (field: string) =>
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
				error: `The ${field} field is required.`,
			},
		)
		.transform(Number)
		.pipe(
			z
				.number()
				.int({ error: `The ${field} must be an integer.` })
				.positive({ error: `The ${field} must be an integer.` }),
		);

/** A line's quantity: a whole number from 1 to the cart's limit, sent as a number or a string. */
export const quantitySchema = z
	.union(
		[
			z.number(),
			z
				.string()
				.trim()
				.regex(/^-?\d{1,9}$/),
		],
		{
			error: 'The quantity field is required.',
		},
	)
	.transform(Number)
	.pipe(
		z
			.number()
			.int({ error: 'The quantity must be an integer.' })
			.min(1, { error: 'The quantity must be at least 1.' })
			.max(CART_MAX_QUANTITY, { error: 'Out of Limits' }),
	);

/** A food option group choice: `{name: "Size", values: {label: ["Large"]}}` (one label may be bare). */
export const foodChoiceSchema = z.object({
	name: z.string().trim().min(1).max(200),
	values: z.object({
		label: z.union([
			z
				.string()
				.max(200)
				.transform((l) => [l]),
			z.array(z.string().max(200)).max(CART_MAX_CHOICES),
		]),
	}),
});
/** A non-food variation choice: `{type: "S-Red"}`. */
export const typeChoiceSchema = z.object({ type: z.string().trim().min(1).max(200) });

export const variationInputSchema = z.preprocess(
	(v) => (v === undefined || v === null || v === '' ? [] : jsonText(v)),
	z
		.array(z.union([foodChoiceSchema, typeChoiceSchema]), {
			error: 'The variation must be a list.',
		})
		.max(CART_MAX_CHOICES),
);
export type VariationInput = z.infer<typeof variationInputSchema>;

const idList = (field: string) =>
	z.preprocess(
		(v) => (v === undefined || v === null || v === '' ? [] : jsonText(v)),
		z
			.array(id(field), { error: `The ${field} must be a list.` })
			.max(CART_MAX_CHOICES, { error: `The ${field} may not have more than 50 items.` }),
	);

/** POST customer/cart/add. `price` is accepted and ignored: the server prices every line. */
export const cartAddRequestSchema = z.object({
	guest_id: guestIdField,
	item_id: id('item id'),
	model: z
		.enum(['Item', 'ItemCampaign'], { error: 'The selected model is invalid.' })
		.default('Item'),
	price: z.unknown().optional(),
	quantity: quantitySchema,
	variation: variationInputSchema,
	add_on_ids: idList('add on ids'),
	add_on_qtys: idList('add on qtys'),
});
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;

/** POST customer/cart/update: what is left out keeps its value. */
export const cartUpdateRequestSchema = z.object({
	guest_id: guestIdField,
	cart_id: id('cart id'),
	price: z.unknown().optional(),
	quantity: quantitySchema,
	variation: variationInputSchema.optional(),
	add_on_ids: idList('add on ids').optional(),
	add_on_qtys: idList('add on qtys').optional(),
});
export type CartUpdateRequest = z.infer<typeof cartUpdateRequestSchema>;

export const cartRemoveItemRequestSchema = z.object({
	guest_id: guestIdField,
	cart_id: id('cart id'),
});

export const cartOwnerRequestSchema = z.object({ guest_id: guestIdField });

/** An add-on as a cart line's item carries it: whether the line has it, and how many. */
const lineAddOnSchema = z.looseObject({
	id: z.number().int(),
	name: z.string(),
	price: z.number(),
	isChecked: z.boolean(),
	quantity: z.number().int(),
});

/**
 * The item of a cart line (contract §7): the catalogue's item, its chosen food options marked
 * `isSelected`, every add-on in `add_ons` marked `isChecked`, and the chosen add-ons alone in
 * `addons` (the list the original React client totals at checkout and sends back on update).
 */
export const cartLineItemSchema = itemSchema.extend({
	add_ons: z.array(lineAddOnSchema),
	addons: z.array(lineAddOnSchema),
});

/** One cart line as every cart call answers it (contract §7). */
export const cartLineSchema = z.looseObject({
	id: z.number().int(),
	user_id: z.number().int(),
	module_id: z.number().int(),
	item_id: z.number().int(),
	is_guest: z.boolean(),
	add_on_ids: z.array(z.number().int()),
	add_on_qtys: z.array(z.number().int()),
	item_type: z.enum(['App\\Models\\Item', 'App\\Models\\ItemCampaign']),
	/**
	 * The server's unit list price: the variation's or the base price (plus food options), before
	 * any discount. Clients apply the item's discount themselves (the original React client does);
	 * `total_price` is the discounted figure.
	 */
	price: z.number(),
	/** Add-on prices × their quantities, charged once per line, not per unit (contract §11.9). */
	add_ons_price: z.number(),
	/** discounted unit price × quantity + add_ons_price: what the line adds to the subtotal. */
	total_price: z.number(),
	quantity: z.number().int(),
	variation: z.array(z.union([foodChoiceSchema, typeChoiceSchema])),
	created_at: z.string(),
	updated_at: z.string(),
	item: cartLineItemSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartListSchema = z.array(cartLineSchema);
