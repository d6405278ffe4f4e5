import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import {
	customerAddresses,
	deliveryMen,
	orderCancelReasons,
	translations,
	users,
	zones,
} from '../schema';
import { DEMO_CUSTOMER } from './customers';

/**
 * What orders need beside the catalogue: delivery people the dispatcher assigns, the reasons a
 * customer may give when cancelling (spec §2 'What's Wrong With This Order?'), and two saved
 * addresses of the demo customer. Deterministic: fixed names, places and timestamps.
 */

interface DeliveryManSeed {
	fName: string;
	lName: string;
	phone: string;
	zone: string;
	lat: number;
	lng: number;
	location: string;
	avgRating: number;
	ratingCount: number;
}

/** Where each delivery person waits when the shop opens: inside their zone. */
export const DELIVERY_MAN_SEEDS: readonly DeliveryManSeed[] = [
	{
		fName: 'Muhammad',
		lName: 'Hafiz',
		phone: '+6581230101',
		zone: 'central',
		lat: 1.3048,
		lng: 103.8318,
		location: 'Orchard Road',
		avgRating: 4.8,
		ratingCount: 214,
	},
	{
		fName: 'Wei Jie',
		lName: 'Tan',
		phone: '+6581230102',
		zone: 'central',
		lat: 1.3201,
		lng: 103.8436,
		location: 'Novena',
		avgRating: 4.6,
		ratingCount: 157,
	},
	{
		fName: 'Rajesh',
		lName: 'Kumar',
		phone: '+6581230103',
		zone: 'central',
		lat: 1.2966,
		lng: 103.8502,
		location: 'Bras Basah',
		avgRating: 4.9,
		ratingCount: 302,
	},
	{
		fName: 'Nurul',
		lName: 'Aisyah',
		phone: '+6581230104',
		zone: 'east',
		lat: 1.3526,
		lng: 103.9448,
		location: 'Tampines Central',
		avgRating: 4.7,
		ratingCount: 188,
	},
	{
		fName: 'Jun Hao',
		lName: 'Lim',
		phone: '+6581230105',
		zone: 'east',
		lat: 1.324,
		lng: 103.93,
		location: 'Bedok North',
		avgRating: 4.5,
		ratingCount: 96,
	},
	{
		fName: 'Arun',
		lName: 'Pillai',
		phone: '+6581230106',
		zone: 'west',
		lat: 1.3331,
		lng: 103.742,
		location: 'Jurong East',
		avgRating: 4.7,
		ratingCount: 143,
	},
	{
		fName: 'Kai Xiang',
		lName: 'Ong',
		phone: '+6581230107',
		zone: 'north',
		lat: 1.436,
		lng: 103.786,
		location: 'Woodlands',
		avgRating: 4.6,
		ratingCount: 121,
	},
	{
		fName: 'Siti',
		lName: 'Rahmah',
		phone: '+6581230108',
		zone: 'marina-bay',
		lat: 1.2834,
		lng: 103.857,
		location: 'Marina Bay',
		avgRating: 4.8,
		ratingCount: 175,
	},
];

interface ReasonSeed {
	reason: string;
	id: string;
	userType: 'customer' | 'store' | 'deliveryman';
}

export const CANCEL_REASON_SEEDS: readonly ReasonSeed[] = [
	{ userType: 'customer', reason: 'Ordered by mistake', id: 'Salah pesan' },
	{ userType: 'customer', reason: 'Delivery is taking too long', id: 'Pengantaran terlalu lama' },
	{ userType: 'customer', reason: 'Want to change the address', id: 'Ingin mengganti alamat' },
	{
		userType: 'customer',
		reason: 'Found a better price elsewhere',
		id: 'Menemukan harga lebih murah di tempat lain',
	},
	{ userType: 'customer', reason: 'Other', id: 'Lainnya' },
	{ userType: 'store', reason: 'Items are out of stock', id: 'Barang sedang habis' },
	{ userType: 'store', reason: 'The store is too busy', id: 'Toko sedang terlalu sibuk' },
	{ userType: 'deliveryman', reason: 'Vehicle broke down', id: 'Kendaraan mogok' },
];

/** The demo customer's saved addresses (tests/e2e/support/shopper.ts ORCHARD and TAMPINES). */
export const DEMO_ADDRESS_SEEDS = [
	{
		addressType: 'home',
		zone: 'central',
		address: '391 Orchard Road, Singapore 238872',
		latitude: 1.3048,
		longitude: 103.8318,
		floor: '12',
		road: 'Orchard Road',
		house: '12-05',
	},
	{
		addressType: 'office',
		zone: 'east',
		address: '1 Tampines Central 5, Singapore 529508',
		latitude: 1.3526,
		longitude: 103.9448,
		floor: '8',
		road: 'Tampines Central 5',
		house: '08-01',
	},
] as const;

export async function seedOrderSupport(tx: Database, createdAt: Date): Promise<void> {
	const zoneRows = await tx.select({ id: zones.id, name: zones.name }).from(zones);
	const zoneId = (name: string) => zoneRows.find((z) => z.name === name)?.id ?? null;
	const stamps = { createdAt, updatedAt: createdAt };

	await tx
		.insert(deliveryMen)
		.values(
			DELIVERY_MAN_SEEDS.map(({ zone, ...man }) => ({ ...man, zoneId: zoneId(zone), ...stamps })),
		)
		.onConflictDoNothing();

	const reasons = await tx
		.insert(orderCancelReasons)
		.values(CANCEL_REASON_SEEDS.map((r) => ({ reason: r.reason, userType: r.userType, ...stamps })))
		.returning({ id: orderCancelReasons.id });
	await tx.insert(translations).values(
		reasons.map((row, i) => ({
			translationableType: 'OrderCancelReason',
			translationableId: row.id,
			locale: 'id',
			key: 'reason',
			value: CANCEL_REASON_SEEDS[i]?.id ?? '',
		})),
	);

	const [demo] = await tx
		.select({ id: users.id, fName: users.fName, lName: users.lName })
		.from(users)
		.where(eq(users.phone, DEMO_CUSTOMER.phone));
	if (!demo) return;
	await tx.insert(customerAddresses).values(
		DEMO_ADDRESS_SEEDS.map(({ zone, ...address }) => ({
			...address,
			userId: demo.id,
			zoneId: zoneId(zone),
			contactPersonName: `${demo.fName} ${demo.lName}`.trim(),
			contactPersonNumber: DEMO_CUSTOMER.phone,
			...stamps,
		})),
	);
}
