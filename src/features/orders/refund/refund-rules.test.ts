import { describe, expect, test } from 'vitest';
import { refundFormErrors, refundState } from './refund-rules';

const now = new Date('2026-11-21T02:00:00Z');
const ctx = { signedIn: true, windowDays: 7, now, enabled: true };
const delivered = {
	order_status: 'delivered',
	payment_status: 'paid',
	delivered: '2026-11-20T02:00:00.000Z',
};

describe('refund rules', () => {
	test('a signed-in customer may ask within the window for a delivered, paid order', () => {
		expect(refundState(delivered, ctx)).toEqual({ kind: 'eligible' });
		expect(refundState(delivered, { ...ctx, signedIn: false })).toEqual({ kind: 'none' });
		expect(refundState(delivered, { ...ctx, enabled: false })).toEqual({ kind: 'none' });
		expect(refundState({ ...delivered, payment_status: 'unpaid' }, ctx)).toEqual({ kind: 'none' });
		expect(refundState({ ...delivered, order_status: 'picked_up' }, ctx)).toEqual({ kind: 'none' });
		expect(refundState(delivered, { ...ctx, now: new Date('2026-11-27T02:00:01Z') })).toEqual({
			kind: 'none',
		});
	});
	test('an order with a request shows it, whatever else', () => {
		const refund = { refund_status: 'pending' } as never;
		expect(refundState({ ...delivered, order_status: 'refund_requested', refund }, ctx)).toEqual({
			kind: 'asked',
			refund,
		});
	});
	test('the form needs a reason and at most 3 images', () => {
		const png = { size: 10, type: 'image/png' };
		expect(refundFormErrors({ reason: ' ', images: [] })).toEqual({ reason: 'reasonRequired' });
		expect(refundFormErrors({ reason: 'x', images: [png, png, png, png] })).toEqual({
			images: 'tooManyImages',
		});
		expect(refundFormErrors({ reason: 'x', images: [{ size: 10, type: 'text/plain' }] })).toEqual({
			images: 'notAnImage',
		});
		expect(refundFormErrors({ reason: 'x', images: [png] })).toEqual({});
	});
});
