import { z } from 'zod';

/**
 * The customer's account API (contract §6 profile, §9 wallet and loyalty points), snake_case as
 * on the wire. Form posts carry numbers as text, so numbers also parse from their text.
 */

const page = {
	total_size: z.number().int(),
	limit: z.union([z.string(), z.number()]),
	offset: z.union([z.string(), z.number()]),
};

export const walletTransactionSchema = z.object({
	id: z.number().int(),
	user_id: z.number().int(),
	transaction_id: z.string(),
	credit: z.number(),
	debit: z.number(),
	admin_bonus: z.number(),
	balance: z.number(),
	transaction_type: z.string(),
	reference: z.string().nullable(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionPageSchema = z.object({
	...page,
	data: z.array(walletTransactionSchema),
});
export type WalletTransactionPage = z.infer<typeof walletTransactionPageSchema>;

export const walletTransactionQuerySchema = z.object({
	limit: z
		.string()
		.regex(/^\d{1,9}$/, { error: 'The limit must be an integer.' })
		.optional(),
	offset: z
		.string()
		.regex(/^\d{1,9}$/, { error: 'The offset must be an integer.' })
		.optional(),
	type: z
		.enum(['order', 'loyalty_point', 'add_fund', 'referrer', 'CashBack', 'all'], {
			error: 'The selected type is invalid.',
		})
		.optional(),
});

export const walletBonusSchema = z.object({
	id: z.number().int(),
	title: z.string(),
	description: z.string().nullable(),
	bonus_type: z.enum(['percentage', 'amount']),
	bonus_amount: z.number(),
	minimum_add_amount: z.number(),
	maximum_bonus_amount: z.number(),
	start_date: z.string(),
	end_date: z.string(),
	status: z.number().int(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type WalletBonus = z.infer<typeof walletBonusSchema>;

export const addFundRequestSchema = z.object({
	amount: z.coerce
		.number({ error: 'The amount field is required.' })
		.min(1, { error: 'The amount must be at least 1.' })
		.max(100_000, { error: 'The amount may not be greater than 100000.' }),
	payment_method: z
		.string({ error: 'The payment method field is required.' })
		.trim()
		.min(1, { error: 'The payment method field is required.' }),
	payment_platform: z.enum(['web', 'app']).optional(),
	callback: z.string().trim().max(2000).optional(),
});
export type AddFundRequest = z.input<typeof addFundRequestSchema>;

export const addFundResponseSchema = z.object({ redirect_link: z.string() });

export const loyaltyTransactionSchema = z.object({
	id: z.number().int(),
	user_id: z.number().int(),
	transaction_id: z.string(),
	credit: z.number().int(),
	debit: z.number().int(),
	balance: z.number().int(),
	reference: z.string().nullable(),
	transaction_type: z.string(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type LoyaltyTransaction = z.infer<typeof loyaltyTransactionSchema>;

export const loyaltyTransactionPageSchema = z.object({
	...page,
	data: z.array(loyaltyTransactionSchema),
});
export type LoyaltyTransactionPage = z.infer<typeof loyaltyTransactionPageSchema>;

export const pointTransferRequestSchema = z.object({
	point: z.coerce
		.number({ error: 'The point field is required.' })
		.int({ error: 'The point must be an integer.' })
		.min(1, { error: 'The point must be at least 1.' }),
});

export const PROFILE_EMAIL_MAX = 255;

/** POST customer/update-profile (spec §5 profile form; the legacy storefront's fields). */
export const updateProfileRequestSchema = z.object({
	f_name: z
		.string({ error: 'name is required' })
		.trim()
		.min(1, { error: 'name is required' })
		.max(100, { error: 'The f name may not be greater than 100 characters.' }),
	l_name: z
		.string({ error: 'last name required' })
		.trim()
		.min(1, { error: 'last name required' })
		.max(100, { error: 'The l name may not be greater than 100 characters.' }),
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.min(1, { error: 'Email is required' })
		.max(PROFILE_EMAIL_MAX, { error: 'The email may not be greater than 255 characters.' })
		.pipe(z.email({ error: 'Must be a valid email' })),
	/** Not changeable: accepted for the original's form, ignored. */
	phone: z.string().optional(),
	password: z
		.string()
		.max(128, { error: 'The password may not be greater than 128 characters.' })
		.optional()
		.transform((v) => (v ? v : undefined))
		.pipe(z.string().min(8, { error: 'The password must be at least 8 characters.' }).optional()),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const notificationPreferencesSchema = z.object({
	order_updates: z.boolean(),
	promotions: z.boolean(),
	messages: z.boolean(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesSchema>;

const flag = z.preprocess(
	(v) =>
		v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
	z.boolean({ error: 'The value must be true or false.' }),
);

export const notificationPreferencesRequestSchema = z.object({
	order_updates: flag.optional(),
	promotions: flag.optional(),
	messages: flag.optional(),
});
