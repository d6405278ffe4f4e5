import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import {
	businessSettings,
	modules,
	parcelDeliveryInstructions,
	translations,
	vehicles,
} from '../schema';
import type { ModuleContent } from './data/promotions';

/**
 * What parcels need beside their categories: delivery vehicles by distance (contract §1.4
 * `get-vehicles`, `vehicle/extra_charge`) and the instructions a sender may pick
 * (`customer/order/parcel-instructions`). Deterministic: fixed values and timestamps.
 */

/** Bikes for the neighbourhood, cars across town, vans for the far ends of the island (km). */
export const VEHICLE_SEEDS = [
	{ type: 'Bike', startingCoverageArea: 0, maximumCoverageArea: 8, extraCharges: 0 },
	{ type: 'Car', startingCoverageArea: 8, maximumCoverageArea: 20, extraCharges: 3 },
	{ type: 'Van', startingCoverageArea: 20, maximumCoverageArea: 60, extraCharges: 6 },
] as const;

export const PARCEL_INSTRUCTION_SEEDS = [
	{ en: 'Handle with care', id: 'Tangani dengan hati-hati' },
	{ en: 'Keep it upright', id: 'Jaga tetap tegak' },
	{ en: 'Call the receiver on arrival', id: 'Telepon penerima saat tiba' },
	{ en: 'Leave it with the security guard', id: 'Titipkan ke satpam' },
	{ en: 'Do not bend (documents)', id: 'Jangan ditekuk (dokumen)' },
] as const;

const L = (en: string, id: string) => ({ en, id });

/** The parcel home's why-choose cards, three steps and banners (contract §4.1). */
export const PARCEL_CONTENT: ModuleContent = {
	other_banners: {
		parcel_on_time: 'parcel-on-time.webp',
		parcel_island_wide: 'parcel-island-wide.webp',
	},
	why_choose: [
		{
			title: L('Priced by distance', 'Harga sesuai jarak'),
			short_description: L(
				'See the fee before you send: no surprises at the door.',
				'Lihat ongkos sebelum mengirim: tanpa kejutan di pintu.',
			),
			image: 'parcel-why-price.webp',
		},
		{
			title: L('Tracked to the door', 'Dilacak sampai pintu'),
			short_description: L(
				'Follow the rider from pick-up to delivery on the map.',
				'Ikuti kurir dari penjemputan hingga pengantaran di peta.',
			),
			image: 'parcel-why-track.webp',
		},
		{
			title: L('Sender or receiver pays', 'Pengirim atau penerima membayar'),
			short_description: L(
				'Pay online, in cash, or let the receiver pay on delivery.',
				'Bayar online, tunai, atau biarkan penerima membayar saat diantar.',
			),
			image: 'parcel-why-pay.webp',
		},
	],
	video_content: {
		section_title: L('Send a parcel in three steps', 'Kirim paket dalam tiga langkah'),
		banner_type: 'image',
		banner_image: 'parcel-steps.webp',
		banner_contents: [
			{
				title: L('Pick a category', 'Pilih kategori'),
				description: L(
					'Documents, boxes, food or fragile.',
					'Dokumen, kotak, makanan, atau barang pecah.',
				),
			},
			{
				title: L('Sender and receiver', 'Pengirim dan penerima'),
				description: L('Pin both addresses on the map.', 'Tandai kedua alamat di peta.'),
			},
			{
				title: L('Track to the door', 'Lacak sampai pintu'),
				description: L(
					'A rider picks it up and delivers it.',
					'Kurir menjemput dan mengantarkannya.',
				),
			},
		],
	},
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedParcel(tx: Tx, at: Date): Promise<void> {
	const stamps = { createdAt: at, updatedAt: at };
	const [parcel] = await tx
		.select({ id: modules.id })
		.from(modules)
		.where(eq(modules.moduleType, 'parcel'));
	if (parcel)
		await tx
			.insert(businessSettings)
			.values({ key: `module_content:${parcel.id}`, value: PARCEL_CONTENT, updatedAt: at })
			.onConflictDoNothing();
	await tx.insert(vehicles).values(VEHICLE_SEEDS.map((v) => ({ ...v, ...stamps })));
	const rows = await tx
		.insert(parcelDeliveryInstructions)
		.values(PARCEL_INSTRUCTION_SEEDS.map((i) => ({ instruction: i.en, ...stamps })))
		.returning({ id: parcelDeliveryInstructions.id });
	await tx.insert(translations).values(
		rows.map((row, i) => ({
			translationableType: 'ParcelDeliveryInstruction',
			translationableId: row.id,
			locale: 'id',
			key: 'instruction',
			value: PARCEL_INSTRUCTION_SEEDS[i]?.id ?? '',
		})),
	);
}
