// commerce contract 2: POST customer/order/preview, asked again (debounced) on every change
import { useEffect, useState } from 'react';
import { type ApiErrorEntry, errorEntries, type OrderPreview, previewOrder } from './checkout.api';
import type { OrderBody } from './order-payload';

export const PREVIEW_DEBOUNCE_MS = 350;

export interface PreviewState {
	/** The latest successful answer (kept while a newer one loads or after a refusal). */
	data: OrderPreview | null;
	loading: boolean;
	/** The refusal of the latest body, if it was refused. */
	errors: ApiErrorEntry[];
}

/** Prices `body` on the server a moment after it stops changing; a newer body cancels the older. */
export function useOrderPreview(body: OrderBody | null, moduleId: number): PreviewState {
	const [state, setState] = useState<PreviewState>({
		data: null,
		loading: body !== null,
		errors: [],
	});
	const key = body ? JSON.stringify(body) : '';

	useEffect(() => {
		if (!key) return;
		const controller = new AbortController();
		setState((s) => ({ ...s, loading: true }));
		const timer = setTimeout(() => {
			previewOrder(JSON.parse(key) as OrderBody, moduleId, controller.signal).then(
				(data) => setState({ data, loading: false, errors: [] }),
				(error: unknown) => {
					if (controller.signal.aborted) return;
					const errors = errorEntries(error);
					setState((s) => ({
						data: s.data,
						loading: false,
						errors: errors.length ? errors : [{ code: 'network', message: '' }],
					}));
				},
			);
		}, PREVIEW_DEBOUNCE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [key, moduleId]);

	return state;
}
