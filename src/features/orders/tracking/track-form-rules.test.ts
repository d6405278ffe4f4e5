import { describe, expect, test } from 'vitest';
import { parseOrderId, validateTrackForm } from './track-form-rules';

// spec §5 parcel track order: 'Need a order id'; 'Need a contact number' for guests only

describe('validateTrackForm', () => {
	test.each([
		[{ orderId: '', contactNumber: '' }, false, { orderId: 'required', contactNumber: 'required' }],
		[{ orderId: '  ', contactNumber: '+6591234567' }, false, { orderId: 'required' }],
		[{ orderId: '100001', contactNumber: '' }, false, { contactNumber: 'required' }],
		[{ orderId: '100001', contactNumber: '' }, true, {}],
		[{ orderId: '100001', contactNumber: '91234567' }, false, {}],
		[{ orderId: 'abc', contactNumber: '91234567' }, false, { orderId: 'invalid' }],
	])('%j (signed in %s) → %j', (input, signedIn, errors) => {
		expect(validateTrackForm(input, signedIn)).toEqual(errors);
	});
});

describe('parseOrderId', () => {
	test.each([
		['100001', 100001],
		[' #100002 ', 100002],
		['0', null],
		['-5', null],
		['1e5', null],
		['12.5', null],
		['', null],
	])('%j → %j', (text, id) => {
		expect(parseOrderId(text)).toBe(id);
	});
});
