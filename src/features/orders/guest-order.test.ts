import { describe, expect, test } from 'vitest';
import { parseLastGuestOrder } from './guest-order';

// commerce contract §6: checkout keeps {order_id, contact_number} of the guest's last order

describe('parseLastGuestOrder', () => {
	test.each([
		[
			'{"order_id":100001,"contact_number":"+6591234567"}',
			{ order_id: 100001, contact_number: '+6591234567' },
		],
		[
			'{"order_id":"100002","contact_number":" 9123 "}',
			{ order_id: 100002, contact_number: '9123' },
		],
		['{"order_id":100001}', null],
		['{"contact_number":"9123"}', null],
		['not json', null],
		[null, null],
	])('%j → %j', (raw, parsed) => {
		expect(parseLastGuestOrder(raw)).toEqual(parsed);
	});
});
