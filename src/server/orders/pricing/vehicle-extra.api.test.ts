import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { newGuest, setupCustomerApi } from '~/testing/customer';
import { items, stores, vehicles, zones } from '../../db/schema';
import {
	addToCart,
	callOrder,
	findItem,
	NOT_IN_FLASH_SALE,
	orderBody,
	type TestItem,
} from '~/testing/place-order';

const api = setupCustomerApi();
let grocery: TestItem;

beforeAll(async () => {
	grocery = await findItem(
		api,
		'grocery',
		and(
			gte(items.stock, 20),
			sql`${stores.minimumOrder} <= ${items.price} * 2`,
			sql`jsonb_array_length(${items.variations}) = 0`,
			eq(stores.selfDeliverySystem, 0),
			NOT_IN_FLASH_SALE,
		),
	);
}, 60_000);

async function previewAt(distance: number) {
	const guest = await newGuest(api);
	await addToCart(api, 'grocery', { guest }, { item_id: grocery.id, quantity: 2 });
	const res = await callOrder(
		api,
		'preview',
		'grocery',
		{ guest },
		orderBody(grocery, { payment_method: undefined, distance }),
	);
	expect([res.status, res.body.errors]).toEqual([200, undefined]);
	return res.body.pricing as {
		original_delivery_charge: number;
		delivery_charge: number;
		order_amount: number;
	};
}

describe('the delivery vehicle of a store order (issue 19)', () => {
	test('the tier covering the distance adds its extra charge to the fee and the total', async () => {
		const [zone] = await api
			.db()
			.select({ fee: zones.increasedDeliveryFee, on: zones.increasedDeliveryFeeStatus })
			.from(zones)
			.innerJoin(stores, eq(stores.zoneId, zones.id))
			.where(eq(stores.id, grocery.storeId));
		const surge = zone?.on === 1 ? zone.fee : 0;
		const before = await previewAt(12);
		// The tier covering 8–20 km now charges 4.5 more.
		await api
			.db()
			.update(vehicles)
			.set({ extraCharges: sql`${vehicles.extraCharges} + 4.5` })
			.where(
				and(
					sql`${vehicles.startingCoverageArea} <= 12`,
					sql`${vehicles.maximumCoverageArea} >= 12`,
				),
			);
		const after = await previewAt(12);
		const added = 4.5 * (1 + surge / 100);
		expect(after.original_delivery_charge - before.original_delivery_charge).toBeCloseTo(added, 2);
		// The order's total moves by exactly what the fee moved (0 when delivery is free).
		expect(after.order_amount - before.order_amount).toBeCloseTo(
			after.delivery_charge - before.delivery_charge,
			2,
		);
		// A short trip rides the first tier, which the change did not touch.
		const short = await previewAt(2);
		expect(short.original_delivery_charge).toBeLessThan(after.original_delivery_charge);
	});
});
