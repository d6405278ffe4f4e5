import { describe, expect, test } from 'vitest';
import { fieldLabel, offlineErrors } from './offline-payment-rules';

const bank = {
	id: 1,
	method_informations: [
		{ customer_input: 'transaction_reference', is_required: 1 },
		{ customer_input: 'note_to_store', is_required: 0 },
	],
};

describe('offline payment rules', () => {
	test('a method must be chosen and its required fields filled', () => {
		expect(offlineErrors([bank], { methodId: null, fields: {}, note: '' })).toEqual({
			method: 'chooseMethod',
		});
		expect(
			offlineErrors([bank], { methodId: 1, fields: { transaction_reference: '  ' }, note: '' }),
		).toEqual({ transaction_reference: 'required' });
		expect(
			offlineErrors([bank], {
				methodId: 1,
				fields: { transaction_reference: 'x'.repeat(256) },
				note: '',
			}),
		).toEqual({ transaction_reference: 'tooLong' });
		expect(
			offlineErrors([bank], { methodId: 1, fields: { transaction_reference: 'DBS-1' }, note: '' }),
		).toEqual({});
	});
	test('field names read as labels', () => {
		expect(fieldLabel('transaction_reference')).toBe('Transaction reference');
	});
});
