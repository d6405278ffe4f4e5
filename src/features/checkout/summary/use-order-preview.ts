// commerce contract 2: POST customer/order/preview, asked again (debounced) on every change
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import {
	type ApiErrorEntry,
	errorEntries,
	type OrderPreview,
	orderPreviewQuery,
} from '../checkout.api';
import type { OrderBody } from '../placement/order-payload';

export const PREVIEW_DEBOUNCE_MS = 350;

export interface PreviewState {
	/** The latest successful answer (kept while a newer one loads or after a refusal). */
	data: OrderPreview | null;
	loading: boolean;
	/** The refusal of the latest body, if it was refused. */
	errors: ApiErrorEntry[];
}

type Outcome = Omit<PreviewState, 'loading'> & { from: unknown };

/** `value` once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number): string {
	const [settled, setSettled] = useState(value);
	useEffect(() => {
		const timer = setTimeout(() => setSettled(value), ms);
		return () => clearTimeout(timer);
	}, [value, ms]);
	return settled;
}

/**
 * Prices `body` on the server a moment after it stops changing (`orderPreviewQuery`); a newer
 * body cancels the older request.
 */
export function useOrderPreview(body: OrderBody | null, moduleId: number): PreviewState {
	const key = body ? JSON.stringify(body) : '';
	const settled = useSettled(key, PREVIEW_DEBOUNCE_MS);
	const asked = useMemo(() => (settled ? (JSON.parse(settled) as OrderBody) : null), [settled]);
	const query = useQuery(
		{
			...orderPreviewQuery(asked ?? ({} as OrderBody), moduleId),
			enabled: asked !== null,
			placeholderData: keepPreviousData,
		},
		queryClient,
	);
	// The latest answer holds until the next one: a refusal keeps the last good pricing.
	const outcome = useRef<Outcome>({ from: null, data: null, errors: [] });
	const settledAnswer = !query.isFetching && !query.isPlaceholderData;
	const from = query.isSuccess ? query.data : query.error;
	if (settledAnswer && from && from !== outcome.current.from) {
		if (query.isSuccess) outcome.current = { from, data: query.data, errors: [] };
		else {
			const errors = errorEntries(query.error);
			outcome.current = {
				from,
				data: outcome.current.data,
				errors: errors.length ? errors : [{ code: 'network', message: '' }],
			};
		}
	}
	const { data, errors } = outcome.current;
	return { data, errors, loading: key !== '' && (key !== settled || query.isFetching) };
}
