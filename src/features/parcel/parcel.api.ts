// contract §1.4: most-tips and customer/order/parcel-instructions, for the parcel island
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/api-client/client';
import type { Locale } from '~/config/locales';
import type { ParcelInstructions } from '~/contracts/parcel';

export const mostTipsQuery = () =>
	queryOptions({
		queryKey: ['most-tips'],
		queryFn: async () =>
			((await api.url('/most-tips').get().json()) as { most_tips_amount: number }).most_tips_amount,
		meta: { silent: true },
	});

export const parcelInstructionsQuery = (locale: Locale) =>
	queryOptions({
		queryKey: ['parcel-instructions', { locale }],
		queryFn: async () =>
			((await api.url('/customer/order/parcel-instructions').get().json()) as ParcelInstructions)
				.data,
		meta: { silent: true },
	});
