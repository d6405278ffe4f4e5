import { eq } from 'drizzle-orm';
import { boundingBox, polygonArea, polygonFromPoints } from '~/lib/geo';
import type { Database } from '../database';
import { businessSettings, moduleZones, modules, translations, zones } from '../schema';
import { seedAccount } from './account';
import { seedCatalog } from './catalog';
import { seedCompatFlows } from './compat-flows';
import { seedCustomers } from './customers';
import { seedOrderSupport } from './orders';
import { seedParcel } from './parcel';
import { CATALOG_SEEDS } from './data/catalog';
import { MODULE_SEEDS } from './data/modules';
import { SETTINGS_SEED } from './data/settings';
import { PAGE_SEEDS } from './data/pages';
import { ZONE_SEEDS } from './data/zones';
import { seedPromotions } from './promotions';

/**
 * The seed runs in steps; `seed_version` records the last one applied, so a database seeded by
 * an earlier release gains the later steps on its next start, and a current one is left alone.
 */
export const SEED_VERSION = 8;
const SEED_VERSION_KEY = 'seed_version';
/** Fixed clock for created_at, so two seeded databases are identical. */
const SEED_EPOCH_MS = Date.UTC(2026, 0, 5, 8, 0, 0);

const at = (days: number) => new Date(SEED_EPOCH_MS + days * 86_400_000);

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Applies the seed steps a database has not had yet, each in one transaction; returns whether any ran. */
export async function seed(db: Database): Promise<boolean> {
	const [marker] = await db
		.select({ value: businessSettings.value })
		.from(businessSettings)
		.where(eq(businessSettings.key, SEED_VERSION_KEY));
	const done = typeof marker?.value === 'number' ? marker.value : 0;
	if (done >= SEED_VERSION) return false;
	if (done < 1) await db.transaction((tx) => seedBase(tx));
	if (done < 2) await db.transaction((tx) => seedMarketplace(tx));
	if (done < 3) await db.transaction((tx) => seedPages(tx));
	if (done < 4) await db.transaction((tx) => seedDemoCustomer(tx));
	if (done < 5) await db.transaction((tx) => seedOrders(tx));
	if (done < 6) await db.transaction((tx) => seedParcelSupport(tx));
	if (done < 7) await db.transaction((tx) => seedDemoAccount(tx));
	if (done < 8) await db.transaction((tx) => seedOfflineAndRefunds(tx));
	return true;
}

async function markVersion(tx: Tx, version: number): Promise<void> {
	await tx
		.insert(businessSettings)
		.values({ key: SEED_VERSION_KEY, value: version, updatedAt: at(0) })
		.onConflictDoUpdate({ target: businessSettings.key, set: { value: version } });
}

/** Step 1: configuration, zones and the five modules. */
async function seedBase(tx: Tx): Promise<void> {
	await tx
		.insert(businessSettings)
		.values(
			Object.entries(SETTINGS_SEED).map(([key, value]) => ({ key, value, updatedAt: at(0) })),
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
	await markVersion(tx, 1);
}

/** Step 2: the catalogue (stores, items, reviews) and its promotions. */
async function seedMarketplace(tx: Tx): Promise<void> {
	const moduleRows = await tx.select({ id: modules.id, type: modules.moduleType }).from(modules);
	const zoneRows = await tx.select({ id: zones.id, name: zones.name }).from(zones);
	const find = (rows: { id: number; key: string }[], what: string) => (key: string) => {
		const row = rows.find((r) => r.key === key);
		if (!row) throw new Error(`The seed names unknown ${what} ${key}`);
		return row.id;
	};
	await tx
		.insert(businessSettings)
		.values({ key: 'timezone', value: 'Asia/Singapore', updatedAt: at(0) })
		.onConflictDoNothing();
	await seedCatalog(tx, CATALOG_SEEDS, {
		moduleId: find(
			moduleRows.map((m) => ({ id: m.id, key: m.type })),
			'module',
		),
		zoneId: find(
			zoneRows.map((z) => ({ id: z.id, key: z.name })),
			'zone',
		),
	});
	await seedPromotions(tx);
	await markVersion(tx, 2);
}

/** Step 3: the business pages (about, terms, privacy, refund, cancellation, shipping, help). */
async function seedPages(tx: Tx): Promise<void> {
	await tx
		.insert(businessSettings)
		.values(PAGE_SEEDS.map((page) => ({ key: `page:${page.slug}`, value: page, updatedAt: at(0) })))
		.onConflictDoNothing();
	await markVersion(tx, 3);
}

/** Step 4: the demo customer (+6591234567 / demo@kampungmart.test, password 'password123'). */
async function seedDemoCustomer(tx: Tx): Promise<void> {
	await seedCustomers(tx, at(0));
	await markVersion(tx, 4);
}

/** Step 5: delivery people, cancellation reasons and the demo customer's saved addresses. */
async function seedOrders(tx: Tx): Promise<void> {
	await seedOrderSupport(tx, at(0));
	await markVersion(tx, 5);
}

/** Step 6: delivery vehicles by distance and parcel instructions. */
async function seedParcelSupport(tx: Tx): Promise<void> {
	await seedParcel(tx, at(0));
	await markVersion(tx, 6);
}

/** Step 6: the demo customer's past orders, wallet, points, referred friend and bonus offers. */
async function seedDemoAccount(tx: Tx): Promise<void> {
	await seedAccount(tx, at);
	await markVersion(tx, 7);
}

/** Step 8: offline payment switched on with two methods, refund reasons and the refund window. */
async function seedOfflineAndRefunds(tx: Tx): Promise<void> {
	await seedCompatFlows(tx, at(0));
	await markVersion(tx, 8);
}
