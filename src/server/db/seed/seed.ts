import { eq } from 'drizzle-orm';
import { boundingBox, polygonArea, polygonFromPoints } from '~/lib/geo';
import type { Database } from '../database';
import { businessSettings, moduleZones, modules, translations, zones } from '../schema';
import { MODULE_SEEDS } from './data/modules';
import { SETTINGS_SEED } from './data/settings';
import { ZONE_SEEDS } from './data/zones';

/** Bumped when the demo data changes shape; a database seeded at this version is left alone. */
export const SEED_VERSION = 1;
const SEED_VERSION_KEY = 'seed_version';
/** Fixed clock for created_at, so two seeded databases are identical. */
const SEED_EPOCH_MS = Date.UTC(2026, 0, 5, 8, 0, 0);

const at = (days: number) => new Date(SEED_EPOCH_MS + days * 86_400_000);

/** Seeds the demo marketplace once, in one transaction; returns whether it ran. */
export async function seed(db: Database): Promise<boolean> {
	const [marker] = await db
		.select({ value: businessSettings.value })
		.from(businessSettings)
		.where(eq(businessSettings.key, SEED_VERSION_KEY));
	if (marker) return false;

	await db.transaction(async (tx) => {
		await tx
			.insert(businessSettings)
			.values(
				Object.entries({ ...SETTINGS_SEED, [SEED_VERSION_KEY]: SEED_VERSION }).map(
					([key, value]) => ({ key, value, updatedAt: at(0) }),
				),
			);

		const zoneRows = await tx
			.insert(zones)
			.values(
				ZONE_SEEDS.map((z, i) => {
					const polygon = polygonFromPoints(z.outline);
					return {
						name: z.name,
						displayName: z.displayName,
						coordinates: polygon,
						...boundingBox(polygon),
						area: polygonArea(polygon),
						status: z.status,
						cashOnDelivery: z.cashOnDelivery,
						digitalPayment: z.digitalPayment,
						increasedDeliveryFee: z.increasedDeliveryFee ?? 0,
						increasedDeliveryFeeStatus: z.increasedDeliveryFee ? 1 : 0,
						increaseDeliveryChargeMessage: z.increaseDeliveryChargeMessage ?? null,
						createdAt: at(i),
						updatedAt: at(i),
					};
				}),
			)
			.returning({ id: zones.id, name: zones.name });
		const zoneId = new Map(zoneRows.map((z) => [z.name, z.id]));

		for (const [i, m] of MODULE_SEEDS.entries()) {
			const [row] = await tx
				.insert(modules)
				.values({
					moduleName: m.name.en,
					moduleType: m.type,
					slug: m.slug,
					icon: `${m.type}.svg`,
					thumbnail: `${m.type}.svg`,
					description: m.description.en,
					themeId: m.themeId,
					allZoneService: m.type === 'ecommerce' ? 1 : 0,
					position: i,
					createdAt: at(i),
					updatedAt: at(i),
				})
				.returning({ id: modules.id });
			if (!row) throw new Error(`Module ${m.slug} was not inserted`);
			await tx.insert(moduleZones).values(
				m.zones.map((z) => {
					const id = zoneId.get(z.zone);
					if (id === undefined) throw new Error(`Module ${m.slug} names unknown zone ${z.zone}`);
					return {
						moduleId: row.id,
						zoneId: id,
						perKmShippingCharge: z.perKm,
						minimumShippingCharge: z.minimum,
						maximumShippingCharge: z.maximum,
						maximumCodOrderAmount: z.codMax,
					};
				}),
			);
			await tx.insert(translations).values([
				{
					translationableType: 'Module',
					translationableId: row.id,
					locale: 'id',
					key: 'module_name',
					value: m.name.id,
				},
				{
					translationableType: 'Module',
					translationableId: row.id,
					locale: 'id',
					key: 'description',
					value: m.description.id,
				},
			]);
		}
	});
	return true;
}
