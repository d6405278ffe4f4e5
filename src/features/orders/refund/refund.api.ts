// contract §1.4 refund-reasons, §8.4 refund-request (multipart with image[])
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, pageLocale } from '~/api-client/client';
import type { RefundReasons } from '~/contracts/refund';

const reasonsSchema = z.object({
	refund_reasons: z.array(z.object({ id: z.number(), reason: z.string() })),
});

export const refundReasonsQuery = () =>
	queryOptions({
		queryKey: ['refund-reasons', { locale: pageLocale() }],
		queryFn: async (): Promise<Pick<RefundReasons['refund_reasons'][number], 'id' | 'reason'>[]> =>
			reasonsSchema.parse(await api.url('/customer/order/refund-reasons').get().json())
				.refund_reasons,
		staleTime: 10 * 60_000,
	});

const messageSchema = z.object({ message: z.string() });

export async function requestRefund(input: {
	orderId: number;
	reason: string;
	note: string;
	images: readonly File[];
}): Promise<string> {
	const form = new FormData();
	form.append('order_id', String(input.orderId));
	form.append('customer_reason', input.reason);
	if (input.note.trim()) form.append('customer_note', input.note.trim());
	for (const image of input.images) form.append('image[]', image, image.name);
	return messageSchema.parse(
		await api.url('/customer/order/refund-request').body(form).post().json(),
	).message;
}
