// contract §1.4: each offline method says which fields the customer fills and which are required
import * as z from 'zod/mini';

export interface OfflineAnswers {
	methodId: number | null;
	fields: Record<string, string>;
	note: string;
}

export const emptyOfflineAnswers = (): OfflineAnswers => ({ methodId: null, fields: {}, note: '' });

interface MethodInputs {
	id: number;
	method_informations: { customer_input: string; is_required: number }[];
}

/** The zod schema of one method's fields: required ones non-blank, all at most 255 characters. */
export function offlineFieldsSchema(method: MethodInputs) {
	return z.object(
		Object.fromEntries(
			method.method_informations.map((info) => {
				const text = z.string().check(z.trim(), z.maxLength(255, 'tooLong'));
				return [
					info.customer_input,
					info.is_required ? text.check(z.minLength(1, 'required')) : z.optional(text),
				];
			}),
		),
	);
}

export type OfflineFieldError = 'chooseMethod' | 'required' | 'tooLong';

/** What is missing or wrong, by field (`method` when no method is chosen); empty when ready. */
export function offlineErrors(
	methods: readonly MethodInputs[],
	answers: OfflineAnswers,
): Record<string, OfflineFieldError> {
	const method = methods.find((m) => m.id === answers.methodId);
	if (!method) return { method: 'chooseMethod' };
	const values = Object.fromEntries(
		method.method_informations.map((i) => [
			i.customer_input,
			answers.fields[i.customer_input] ?? '',
		]),
	);
	const result = offlineFieldsSchema(method).safeParse(values);
	if (result.success) return {};
	const errors: Record<string, OfflineFieldError> = {};
	for (const issue of result.error.issues) {
		const field = String(issue.path[0] ?? 'method');
		errors[field] ??= issue.message === 'tooLong' ? 'tooLong' : 'required';
	}
	return errors;
}

/** A field's label: `transaction_reference` → `Transaction reference`. */
export function fieldLabel(name: string): string {
	const words = name.replaceAll('_', ' ').trim();
	return words.charAt(0).toUpperCase() + words.slice(1);
}
