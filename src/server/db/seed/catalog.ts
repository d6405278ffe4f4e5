import { normalizeTime } from '~/lib/local-time';
import { seededRandom, slugify } from '~/lib/slug';
import type { Database } from '../database';
import {
	addOns,
	brands,
	categories,
	commonConditions,
	items,
	reviews,
	storeDiscounts,
	storeSchedules,
	stores,
	translations,
	users,
} from '../schema';
import type { ModuleCatalogSeed, StoreSeed } from './data/catalog/types';
import { REVIEWERS, REVIEW_COMMENTS } from './data/reviews';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type TranslationRow = typeof translations.$inferInsert;

const DAY_MS = 86_400_000;
const CATALOG_EPOCH_MS = Date.UTC(2026, 1, 2, 2, 0, 0);
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** Inserts rows in chunks: one statement per chunk keeps PGlite and PostgreSQL fast. */
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 250) {
	for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function idText(type: string, id: number, fields: Record<string, string>): TranslationRow[] {
	return Object.entries(fields).map(([key, value]) => ({
		translationableType: type,
		translationableId: id,
		locale: 'id',
		key,
		value,
	}));
}

export interface CatalogIds {
	moduleId: (type: string) => number;
	zoneId: (name: string) => number;
}

/** The demo catalogue: categories, brands, conditions, stores with hours, add-ons and items. */
export async function seedCatalog(
	tx: Tx,
	seeds: ModuleCatalogSeed[],
	ids: CatalogIds,
): Promise<void> {
	const random = seededRandom(20_261_121);
	const text: TranslationRow[] = [];
	let storeIndex = 0;

	for (const catalog of seeds) {
		const moduleId = ids.moduleId(catalog.module);
		const categoryId = new Map<string, { id: number; parent: number }>();
		const ordered = [
			...catalog.categories.filter((c) => !c.parent),
			...catalog.categories.filter((c) => c.parent),
		];
		for (const c of ordered) {
			const parent = c.parent ? categoryId.get(c.parent) : undefined;
			if (c.parent && !parent)
				throw new Error(`Category ${c.slug} names unknown parent ${c.parent}`);
			const [row] = await tx
				.insert(categories)
				.values({
					name: c.name.en,
					slug: `${catalog.module}-${c.slug}`,
					image: `${catalog.module}-${c.slug}.webp`,
					parentId: parent?.id ?? 0,
					position: parent ? 1 : 0,
					priority: c.priority ?? 0,
					moduleId,
					featured: c.featured ? 1 : 0,
				})
				.returning({ id: categories.id });
			if (!row) throw new Error(`Category ${c.slug} was not inserted`);
			categoryId.set(c.slug, { id: row.id, parent: parent?.id ?? 0 });
			text.push(...idText('Category', row.id, { name: c.name.id }));
		}

		const brandId = new Map<string, number>();
		for (const b of catalog.brands ?? []) {
			const [row] = await tx
				.insert(brands)
				.values({ name: b.name, slug: b.slug, image: `brand-${b.slug}.webp`, moduleId })
				.returning({ id: brands.id });
			if (row) brandId.set(b.slug, row.id);
		}
		const conditionId = new Map<string, number>();
		for (const cc of catalog.commonConditions ?? []) {
			const [row] = await tx
				.insert(commonConditions)
				.values({ name: cc.name.en, slug: cc.slug, moduleId })
				.returning({ id: commonConditions.id });
			if (!row) continue;
			conditionId.set(cc.slug, row.id);
			text.push(...idText('CommonCondition', row.id, { name: cc.name.id }));
		}

		for (const store of catalog.stores) {
			const createdAt = new Date(CATALOG_EPOCH_MS + storeIndex * 3 * DAY_MS);
			storeIndex += 1;
			await seedStore(tx, store, {
				moduleId,
				zoneId: ids.zoneId(store.zone),
				createdAt,
				categoryId,
				brandId,
				conditionId,
				text,
				random,
			});
		}
	}
	await insertChunks(text, (chunk) => tx.insert(translations).values(chunk));
	await seedReviews(tx, random);
}

interface StoreContext {
	moduleId: number;
	zoneId: number;
	createdAt: Date;
	categoryId: Map<string, { id: number; parent: number }>;
	brandId: Map<string, number>;
	conditionId: Map<string, number>;
	text: TranslationRow[];
	random: () => number;
}

async function seedStore(tx: Tx, store: StoreSeed, ctx: StoreContext): Promise<void> {
	const [row] = await tx
		.insert(stores)
		.values({
			name: store.name,
			slug: store.slug,
			phone: store.phone,
			email: `${store.slug}@stores.kampungmart.example`,
			logo: `${store.slug}-logo.webp`,
			coverPhoto: `${store.slug}-cover.webp`,
			latitude: store.lat,
			longitude: store.lng,
			address: store.address,
			minimumOrder: store.minimumOrder,
			freeDelivery: store.freeDelivery ?? false,
			delivery: store.delivery ?? true,
			takeAway: store.takeAway ?? true,
			tax: store.tax,
			zoneId: ctx.zoneId,
			moduleId: ctx.moduleId,
			active: store.active ?? true,
			offDay: ALL_DAYS.filter((d) => store.schedule?.days && !store.schedule.days.includes(d)).join(
				'',
			),
			minimumShippingCharge: 0,
			perKmShippingCharge: 0,
			deliveryTime: store.deliveryTime,
			veg: store.veg === false ? 0 : 1,
			nonVeg: store.nonVeg === false ? 0 : 1,
			featured: store.featured ? 1 : 0,
			prescriptionOrder: store.module === 'pharmacy',
			cutlery: store.module === 'food',
			halalTagStatus: store.halal ?? false,
			ratings: [0, 0, 0, 0, 0],
			createdAt: ctx.createdAt,
			updatedAt: ctx.createdAt,
		})
		.returning({ id: stores.id });
	if (!row) throw new Error(`Store ${store.slug} was not inserted`);
	const storeId = row.id;

	const schedule = store.schedule ?? { open: '00:00', close: '23:59:59' };
	await tx.insert(storeSchedules).values(
		(schedule.days ?? ALL_DAYS).map((day) => ({
			storeId,
			day,
			openingTime: normalizeTime(schedule.open),
			closingTime: normalizeTime(schedule.close === '23:59' ? '23:59:59' : schedule.close),
		})),
	);
	if (store.discount) {
		await tx.insert(storeDiscounts).values({
			storeId,
			startDate: '2026-01-01',
			endDate: '2027-12-31',
			minPurchase: store.discount.minPurchase,
			maxDiscount: store.discount.maxDiscount,
			discount: store.discount.percent,
		});
	}

	const addOnId = new Map<string, number>();
	for (const a of store.addOns ?? []) {
		const [added] = await tx
			.insert(addOns)
			.values({ name: a.name.en, price: a.price, storeId })
			.returning({ id: addOns.id });
		if (!added) continue;
		addOnId.set(a.name.en, added.id);
		ctx.text.push(...idText('AddOn', added.id, { name: a.name.id }));
	}

	const rows = store.items.map((item, i) => {
		const category = ctx.categoryId.get(item.category);
		if (!category) throw new Error(`Item ${item.name.en} of ${store.slug} names unknown category`);
		const categoryIds = category.parent
			? [
					{ id: category.parent, position: 1 },
					{ id: category.id, position: 2 },
				]
			: [{ id: category.id, position: 1 }];
		const slug = `${store.slug}-${slugify(item.name.en)}`;
		const created = new Date(
			ctx.createdAt.getTime() + (i + 1) * 3_600_000 + Math.floor(ctx.random() * 90) * DAY_MS,
		);
		return {
			name: item.name.en,
			slug,
			description: item.description.en,
			image: `${slug}.webp`,
			images: [],
			categoryId: category.id,
			categoryIds,
			variations: item.variations ?? [],
			foodVariations: (item.foodVariations ?? []).map((v) => ({
				name: v.name.en,
				type: v.type,
				min: v.min,
				max: v.max,
				required: v.required ? ('on' as const) : ('off' as const),
				values: v.values.map((value) => ({
					label: value.label.en,
					optionPrice: value.optionPrice,
				})),
			})),
			choiceOptions: (item.choiceOptions ?? []).map((o, n) => ({
				name: `choice_${n + 1}`,
				title: o.title,
				options: o.options,
			})),
			addOnIds: (item.addOns ?? [])
				.map((name) => addOnId.get(name))
				.filter((id): id is number => id !== undefined)
				.sort((a, b) => a - b),
			price: item.price,
			discount: item.discount?.value ?? 0,
			discountType: item.discount?.type ?? 'percent',
			availableTimeStarts: normalizeTime(item.availableTime?.start ?? '00:00'),
			availableTimeEnds: normalizeTime(item.availableTime?.end ?? '23:59:59'),
			veg: item.veg ? 1 : 0,
			storeId,
			moduleId: ctx.moduleId,
			unitType: item.unit ?? null,
			stock: item.stock ?? 0,
			maximumCartQuantity: item.maximumCartQuantity ?? null,
			recommended: item.recommended ? 1 : 0,
			organic: item.organic ? 1 : 0,
			isHalal: item.halal ? 1 : 0,
			isPrescriptionRequired: item.prescriptionRequired ? 1 : 0,
			commonConditionId: item.commonCondition
				? (ctx.conditionId.get(item.commonCondition) ?? null)
				: null,
			brandId: item.brand ? (ctx.brandId.get(item.brand) ?? null) : null,
			isBasic: item.basic ? 1 : 0,
			genericName: item.genericName ? [item.genericName] : null,
			nutritions: item.nutrition ?? null,
			allergies: item.allergies ?? null,
			tags: item.tags ?? [],
			searchName: `${item.name.en} | ${item.name.id}`.toLowerCase(),
			searchText: [
				item.description.en,
				item.description.id,
				...(item.tags ?? []),
				item.category.replace(/-/g, ' '),
				item.brand ?? '',
				item.genericName ?? '',
				item.commonCondition?.replace(/-/g, ' ') ?? '',
			]
				.join(' ')
				.toLowerCase(),
			orderCount: Math.floor(ctx.random() ** 2 * 400),
			createdAt: created,
			updatedAt: created,
		};
	});
	const inserted = await tx.insert(items).values(rows).returning({ id: items.id });
	inserted.forEach((r, i) => {
		const seed = store.items[i];
		if (seed)
			ctx.text.push(
				...idText('Item', r.id, { name: seed.name.id, description: seed.description.id }),
			);
	});
}

/** Demo reviewers and 0–8 reviews per item, then the item and store rating aggregates. */
async function seedReviews(tx: Tx, random: () => number): Promise<void> {
	const reviewers = await tx
		.insert(users)
		.values(
			REVIEWERS.map((r, i) => ({
				fName: r.first,
				lName: r.last,
				phone: `+65800000${String(i).padStart(2, '0')}`,
				email: `${slugify(r.first)}.${i}@reviewers.example`,
			})),
		)
		.returning({ id: users.id });
	const all = await tx.select({ id: items.id, storeId: items.storeId }).from(items);
	const rows: (typeof reviews.$inferInsert)[] = [];
	for (const item of all) {
		const count = Math.floor(random() ** 1.5 * 9);
		for (let n = 0; n < count; n++) {
			const roll = random();
			const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1;
			const reviewer = reviewers[Math.floor(random() * reviewers.length)];
			const comments = REVIEW_COMMENTS[rating] ?? [''];
			const at = new Date(CATALOG_EPOCH_MS + Math.floor(random() * 290) * DAY_MS);
			if (!reviewer) continue;
			rows.push({
				itemId: item.id,
				storeId: item.storeId,
				userId: reviewer.id,
				rating,
				comment: comments[Math.floor(random() * comments.length)] ?? '',
				createdAt: at,
				updatedAt: at,
			});
		}
	}
	await insertChunks(rows, (chunk) => tx.insert(reviews).values(chunk));
	await tx.execute(`
		update items set avg_rating = r.avg, rating_count = r.n
		from (select item_id, avg(rating)::float as avg, count(*)::int as n from reviews group by item_id) r
		where items.id = r.item_id`);
	await tx.execute(`
		update stores set
			avg_rating = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0),
			ratings = jsonb_build_array(coalesce(r.s5, 0), coalesce(r.s4, 0), coalesce(r.s3, 0), coalesce(r.s2, 0), coalesce(r.s1, 0)),
			order_count = coalesce(o.orders, 0)
		from stores s
		left join (
			select store_id, avg(rating)::float as avg, count(*)::int as n,
				count(*) filter (where rating = 5)::int as s5, count(*) filter (where rating = 4)::int as s4,
				count(*) filter (where rating = 3)::int as s3, count(*) filter (where rating = 2)::int as s2,
				count(*) filter (where rating = 1)::int as s1
			from reviews group by store_id
		) r on r.store_id = s.id
		left join (select store_id, sum(order_count)::int as orders from items group by store_id) o on o.store_id = s.id
		where stores.id = s.id`);
}
