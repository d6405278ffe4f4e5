import { describe, expect, test } from 'vitest';
import type { OrderLine } from '~/features/orders/order-types';
import { planReorderLine } from './reorder-rules';

const line: OrderLine = {
	id: 1,
	item_id: 7,
	price: 5,
	quantity: 2,
	variation: [{ type: 'S-Red' }],
	add_ons: [
		{ id: 3, name: 'Egg', price: 1, quantity: 2 },
		{ id: 4, name: 'Gone', price: 1, quantity: 1 },
	],
	item_details: { name: 'Old name' },
};
const item = {
	id: 7,
	name: 'Shirt',
	store_id: 9,
	module_id: 4,
	module_type: 'ecommerce',
	stock: 5,
	add_ons: [{ id: 3 }],
};

describe('planReorderLine', () => {
	test('puts an available line back with its quantity, variation and the add-ons still offered', () => {
		expect(planReorderLine(line, item)).toEqual({
			ok: true,
			input: {
				item: { id: 7, store_id: 9, name: 'Shirt', module_type: 'ecommerce', module_id: 4 },
				quantity: 2,
				variation: [{ type: 'S-Red' }],
				add_on_ids: [3],
				add_on_qtys: [2],
			},
		});
	});
	test.each([
		['a removed item', null, 'Old name'],
		['an out-of-stock item', { ...item, stock: 0 }, 'Shirt'],
		['an inactive item', { ...item, status: 0 }, 'Shirt'],
	])('leaves out %s, naming it', (_what, current, name) => {
		expect(planReorderLine(line, current)).toEqual({ ok: false, name });
	});
	test('food keeps no stock; a campaign line has ended', () => {
		expect(planReorderLine(line, { ...item, module_type: 'food', stock: 0 }).ok).toBe(true);
		expect(planReorderLine({ ...line, item_campaign_id: 2 }, item).ok).toBe(false);
	});
});
