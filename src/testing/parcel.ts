/** Helpers of the parcel API suites: seeded points, categories and a parcel order's body. */
import { asc, eq } from 'drizzle-orm';
import type { CustomerHarness } from './customer';
import { parcelCategories } from '~/server/db/schema';
import { LANDMARKS } from '~/server/db/seed/data/zones';

export const NOVENA = { lat: 1.3201, lng: 103.8436 };
export const {
	orchardRoad: ORCHARD,
	tampines: TAMPINES,
	sentosa: SENTOSA,
	openSea: OPEN_SEA,
} = LANDMARKS;

export const receiverAt = (point: { lat: number; lng: number }, extra = {}) => ({
	contact_person_name: 'Ahmad Receiver',
	contact_person_number: '+6597770000',
	address: 'Receiver Street 5',
	latitude: point.lat,
	longitude: point.lng,
	house: '5',
	floor: '3',
	road: 'Receiver Street',
	address_type: 'others',
	...extra,
});

/** A parcel from Orchard Road, as the original client sends it (`receiver_details` as JSON text). */
export function parcelBody(
	categoryId: number,
	receiver: Record<string, unknown>,
	extra: Record<string, unknown> = {},
) {
	return {
		order_amount: 0,
		order_type: 'parcel',
		payment_method: 'cash_on_delivery',
		parcel_category_id: categoryId,
		receiver_details: JSON.stringify(receiver),
		charge_payer: 'sender',
		address: '1 Orchard Road',
		latitude: ORCHARD.lat,
		longitude: ORCHARD.lng,
		contact_person_name: 'Siti Sender',
		contact_person_number: '+6590001111',
		distance: 0.5,
		dm_tips: 0,
		...extra,
	};
}

/** The seeded parcel category by its English name. */
export async function categoryNamed(api: CustomerHarness, name: string) {
	const [row] = await api
		.db()
		.select()
		.from(parcelCategories)
		.where(eq(parcelCategories.name, name))
		.orderBy(asc(parcelCategories.id));
	if (!row) throw new Error(`no parcel category ${name}`);
	return row;
}
