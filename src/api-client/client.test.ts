import { describe, expect, test } from 'vitest';
import { apiErrorMessage } from './client';

describe('apiErrorMessage', () => {
	test.each([
		[
			{
				body: { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
			},
			'Service not available in this area',
		],
		[{ body: { errors: { code: 'product-001', message: 'Not found' } } }, 'Not found'],
		[{ body: { message: 'Unauthenticated.' } }, 'Unauthenticated.'],
		[{ body: { errors: 'Unauthorized' } }, null],
		[new Error('network'), null],
		[undefined, null],
	])('reads %j', (error, expected) => {
		expect(apiErrorMessage(error)).toBe(expected);
	});
});
