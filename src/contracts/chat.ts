import { z } from 'zod';

/** Chat (contract §9) and the bell (`customer/notifications`), snake_case as on the wire. */
const optionalId = (field: string) =>
	z
		.union([z.number(), z.string().trim()])
		.transform(String)
		.pipe(z.string().regex(/^\d{1,9}$/, { error: `The ${field} must be an integer.` }))
		.transform(Number)
		.optional();

const paging = {
	limit: z
		.string()
		.regex(/^\d{1,4}$/, { error: 'The limit must be an integer.' })
		.optional(),
	offset: z
		.string()
		.regex(/^\d{1,6}$/, { error: 'The offset must be an integer.' })
		.optional(),
};

export const partnerTypeSchema = z.enum(['vendor', 'delivery_man', 'admin'], {
	error: 'The selected receiver type is invalid.',
});

export const conversationListRequestSchema = z.object({
	...paging,
	type: partnerTypeSchema.optional(),
});

export const conversationSearchRequestSchema = z.object({
	...paging,
	name: z.string().trim().max(100).optional().default(''),
});

export const conversationDetailsRequestSchema = z.object({
	...paging,
	conversation_id: optionalId('conversation id'),
	vendor_id: optionalId('vendor id'),
	delivery_man_id: optionalId('delivery man id'),
	admin_id: optionalId('admin id'),
});

export const sendMessageRequestSchema = z.object({
	message: z
		.string()
		.max(2000, { error: 'The message may not be greater than 2000 characters.' })
		.optional()
		.default(''),
	conversation_id: optionalId('conversation id'),
	receiver_type: partnerTypeSchema.optional(),
	receiver_id: optionalId('receiver id'),
	order_id: optionalId('order id'),
});

export const userInfoSchema = z.looseObject({
	id: z.number(),
	f_name: z.string(),
	l_name: z.string(),
	image_full_url: z.string().nullable(),
});

export const chatMessageSchema = z.object({
	id: z.number(),
	conversation_id: z.number(),
	sender_id: z.number(),
	sender_type: z.string(),
	message: z.string(),
	file: z.array(z.string()),
	file_full_url: z.array(z.string()),
	is_seen: z.number(),
	order_id: z.number().nullable(),
	created_at: z.string(),
	updated_at: z.string(),
});

export const conversationSchema = z.object({
	id: z.number(),
	sender_id: z.number(),
	sender_type: z.string(),
	receiver_id: z.number(),
	receiver_type: z.string(),
	unread_message_count: z.number(),
	last_message_id: z.number().nullable(),
	last_message_time: z.string().nullable(),
	created_at: z.string(),
	updated_at: z.string(),
	sender: userInfoSchema,
	receiver: userInfoSchema.nullable(),
	last_message: chatMessageSchema.nullable(),
});

export const conversationListSchema = z.object({
	type: z.string(),
	total_size: z.number(),
	limit: z.number(),
	offset: z.number(),
	conversations: z.array(conversationSchema),
});

export const conversationDetailsSchema = z.object({
	total_size: z.number(),
	limit: z.number(),
	offset: z.number(),
	status: z.boolean(),
	messages: z.array(chatMessageSchema),
	conversation: conversationSchema.nullable(),
	receiver: userInfoSchema.nullable(),
	message: z.string().optional(),
});

export const notificationEntrySchema = z.object({
	id: z.number(),
	title: z.string(),
	description: z.string(),
	image: z.string().nullable(),
	is_read: z.boolean(),
	data: z.object({
		type: z.string(),
		title: z.string(),
		description: z.string(),
		order_id: z.number().nullable(),
		conversation_id: z.number().nullable(),
		sender_type: z.string().nullable(),
	}),
	created_at: z.string(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type Conversation = z.infer<typeof conversationSchema>;
export type ConversationList = z.infer<typeof conversationListSchema>;
export type ConversationDetails = z.infer<typeof conversationDetailsSchema>;
export type NotificationEntry = z.infer<typeof notificationEntrySchema>;
export type PartnerType = z.infer<typeof partnerTypeSchema>;
