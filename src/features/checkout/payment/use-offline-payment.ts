import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '~/api-client/query-client';
import { offlineMethodsQuery } from './offline-payment.api';
import { emptyOfflineAnswers, type OfflineAnswers, offlineErrors } from './offline-payment-rules';

/**
 * The offline payment part of a form: the shop's methods (read when offline payment is chosen),
 * what was filled in, and its errors once the shopper tried to go on. Nothing typed is dropped.
 */
export function useOfflinePayment(chosen: boolean) {
	const methods = useQuery({ ...offlineMethodsQuery(), enabled: chosen }, queryClient);
	const [answers, setAnswers] = useState<OfflineAnswers>(emptyOfflineAnswers);
	const [tried, setTried] = useState(false);
	const list = methods.data ?? [];
	const errors = tried ? offlineErrors(list, answers) : {};
	return {
		methods: list,
		answers,
		setAnswers,
		errors,
		/** True when the answers can be sent; otherwise shows the errors and focuses the first. */
		check(): boolean {
			setTried(true);
			const found = offlineErrors(list, answers);
			const first = Object.keys(found)[0];
			if (!first) return true;
			requestAnimationFrame(() => {
				const root = document.querySelector('[data-offline-payment]');
				root?.querySelector<HTMLElement>('[aria-invalid="true"], input:checked, input')?.focus();
			});
			return false;
		},
	};
}
