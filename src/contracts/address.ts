import { z } from 'zod';
import './field-messages';
import { safeString } from './text';

/**
 * Saved addresses of signed-in customers (contract §6, spec §3 Address), snake_case as on the
 * wire. Form posts carry numbers as text; coordinates come back as strings, as the original
 * serves them.
 */

/** Most addresses one customer may keep. */
export const MAX_ADDRESSES = 50;
/** spec §9 address types; anything else is the customer's own label. */
export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

const requiredText = (field: string, max: number) =>
	safeString(`The ${field} field is required.`)
		.trim()
		.min(1, { error: `The ${field} field is required.` })
		.max(max, { error: `The ${field} may not be greater than ${max} characters.` });

/** Optional text: empty or null is no value. */
const optionalText = (field: string, max: number) =>
	z.preprocess(
		(v) => (v === null || v === '' ? undefined : v),
		safeString(`The ${field} must be a string.`)
			.trim()
			.max(max, { error: `The ${field} may not be greater than ${max} characters.` })
			.optional()
			.transform((v) => v || null),
	);

const coordinate = (field: string, limit: number) =>
	z.preprocess(
		(v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
		z
			.number({
				error: (issue) =>
					issue.input === undefined || issue.input === null || issue.input === ''
						? `The ${field} field is required.`
						: `The ${field} must be a number.`,
			})
			.min(-limit, { error: `The ${field} must be between -${limit} and ${limit}.` })
			.max(limit, { error: `The ${field} must be between -${limit} and ${limit}.` }),
	);

/** POST customer/address/add and PUT customer/address/update/{id} (contract §6). */
export const addressRequestSchema = z.object({
	contact_person_name: requiredText('contact person name', 100),
	contact_person_number: requiredText('contact person number', 30),
	/** home, office, other, or a label of the customer's own. */
	address_type: requiredText('address type', 50),
	address: requiredText('address', 500),
	latitude: coordinate('latitude', 90),
	longitude: coordinate('longitude', 180),
	floor: optionalText('floor', 100),
	road: optionalText('road', 255),
	house: optionalText('house', 100),
	additional_information: optionalText('additional information', 500),
});
export type AddressRequest = z.infer<typeof addressRequestSchema>;

const addressId = z
	.union(
		[
			z.number(),
			z
				.string()
				.trim()
				.regex(/^\d{1,9}$/),
		],
		{
			error: 'The address id field is required.',
		},
	)
	.transform(Number)
	.pipe(z.number().int().positive({ error: 'The address id must be an integer.' }));

/** DELETE customer/address/delete?address_id= */
export const addressDeleteRequestSchema = z.object({ address_id: addressId });

/** The `{id}` of customer/address/update/{id}. */
export const addressIdParamSchema = z.object({ id: addressId });

/** One saved address as the list serves it. */
export const addressSchema = z.object({
	id: z.number().int(),
	user_id: z.number().int(),
	address_type: z.string(),
	contact_person_name: z.string(),
	contact_person_number: z.string(),
	address: z.string(),
	additional_information: z.string().nullable(),
	latitude: z.string(),
	longitude: z.string(),
	/** The first zone containing the point when it was saved. */
	zone_id: z.number().int().nullable(),
	/** Every active zone containing the point now, smallest first. */
	zone_ids: z.array(z.number().int()),
	floor: z.string().nullable(),
	road: z.string().nullable(),
	house: z.string().nullable(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET customer/address/list: newest first, `limit`/`offset` echoed as received (contract §0.5). */
export const addressListSchema = z.object({
	total_size: z.number().int(),
	limit: z.union([z.string(), z.number()]),
	offset: z.union([z.string(), z.number()]),
	addresses: z.array(addressSchema),
});
export type AddressList = z.infer<typeof addressListSchema>;

export const addressAddedSchema = z.object({
	message: z.string(),
	zone_ids: z.array(z.number().int()),
});

export const addressUpdatedSchema = z.object({
	message: z.string(),
	zone_id: z.number().int(),
	zone_ids: z.array(z.number().int()),
});
