// contract §1.4 offline_payment_method_list, §8.4 PUT customer/order/offline-payment
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, pageLocale } from '~/api-client/client';
import type { OfflinePaymentMethod } from '~/contracts/offline-payment';
import type { OfflineAnswers } from './offline-payment-rules';

const methodsSchema = z.nullable(
	z.array(
		z.object({
			id: z.number(),
			method_name: z.string(),
			method_fields: z.array(z.object({ input_name: z.string(), input_data: z.string() })),
			method_informations: z.array(
				z.object({
					customer_input: z.string(),
					customer_placeholder: z.string(),
					is_required: z.number(),
				}),
			),
		}),
	),
);

export type OfflineMethod = Pick<
	OfflinePaymentMethod,
	'id' | 'method_name' | 'method_fields' | 'method_informations'
>;

export const offlineMethodsQuery = () =>
	queryOptions({
		queryKey: ['offline-payment-methods', { locale: pageLocale() }],
		queryFn: async (): Promise<OfflineMethod[]> =>
			methodsSchema.parse(await api.url('/offline_payment_method_list').get().json()) ?? [],
		staleTime: 5 * 60_000,
	});

/** Sends what the customer filled in for their order paid offline; guests add their guest_id. */
export async function sendOfflinePayment(
	orderId: number,
	answers: OfflineAnswers,
	guestId: string | null,
): Promise<void> {
	await api
		.url('/customer/order/offline-payment')
		.put({
			order_id: orderId,
			method_id: answers.methodId,
			...(answers.note.trim() ? { customer_note: answers.note.trim() } : {}),
			...answers.fields,
			...(guestId ? { guest_id: guestId } : {}),
		})
		.json();
}
