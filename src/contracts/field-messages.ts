/**
 * The contracts' words for a field that fails a check the schema gave no sentence of its own
 * (issue 14: no raw validator text ever reaches a shopper). Laravel's validator sentences, as
 * the 6amMart API answers ('The address field is required.', 'The latitude must be a number.'):
 * never zod's own ('Invalid string: must match pattern /^\d{1,9}$/'). Set once for the process
 * by importing this module; every contract with request schemas imports it.
 */
import { type core, z } from 'zod';

type Issue = core.$ZodRawIssue;

const KIND: Record<string, string> = {
	string: 'a string',
	number: 'a number',
	int: 'an integer',
	bigint: 'an integer',
	boolean: 'true or false',
	array: 'a list',
	tuple: 'a list',
	object: 'an object',
	record: 'an object',
	date: 'a date',
};

/** 'order_attachment.0' → 'order attachment'; the request itself when there is no field. */
function fieldName(path: readonly PropertyKey[] | undefined): string | null {
	const name = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
	return name ? name.replaceAll('_', ' ') : null;
}

/** The sentence for an issue the schema left without one. */
export function fieldMessage(issue: Issue): string {
	const name = fieldName(issue.path);
	const the = name ? `The ${name}` : 'The request';
	switch (issue.code) {
		case 'invalid_type':
			if (issue.input === undefined && name) return `The ${name} field is required.`;
			return `${the} must be ${KIND[issue.expected] ?? 'valid'}.`;
		case 'too_big': {
			const max = String(issue.maximum);
			if (issue.origin === 'string') return `${the} may not be greater than ${max} characters.`;
			if (issue.origin === 'array' || issue.origin === 'set')
				return `${the} may not have more than ${max} items.`;
			return `${the} may not be greater than ${max}.`;
		}
		case 'too_small': {
			const min = String(issue.minimum);
			if (issue.origin === 'string')
				return Number(issue.minimum) <= 1 && name
					? `The ${name} field is required.`
					: `${the} must be at least ${min} characters.`;
			if (issue.origin === 'array' || issue.origin === 'set')
				return `${the} must have at least ${min} items.`;
			return `${the} must be at least ${min}.`;
		}
		case 'invalid_value':
			return name ? `The selected ${name} is invalid.` : 'The request is invalid.';
		case 'unrecognized_keys':
			return `The ${issue.keys.map((k) => k.replaceAll('_', ' ')).join(', ')} field is not allowed.`;
		case 'not_multiple_of':
			return `${the} must be a multiple of ${String(issue.divisor)}.`;
		default:
			return `${the} is invalid.`;
	}
}

z.config({ customError: fieldMessage });
