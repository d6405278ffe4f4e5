import {
	date,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	smallint,
	text,
} from 'drizzle-orm/pg-core';
import type { ChoiceOption, FoodVariation, Variation } from './catalog';
import { items } from './catalog';
import { timestamps } from './columns';
import { modules } from './modules';
import { stores } from './stores';
import { zones } from './zones';

/** Home banners: `default` (a link), `store_wise` (a store) or `item_wise` (an item). */
export const banners = pgTable('banners', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	title: text().notNull(),
	type: text().notNull(),
	image: text().notNull(),
	/** Store id or item id for store_wise / item_wise banners. */
	targetId: integer(),
	defaultLink: text(),
	moduleId: integer()
		.notNull()
		.references(() => modules.id),
	zoneId: integer().references(() => zones.id),
	featured: smallint().notNull().default(0),
	status: smallint().notNull().default(1),
	...timestamps,
});

/** Basic campaigns: stores join them ("Just For You"). */
export const campaigns = pgTable('campaigns', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	title: text().notNull(),
	slug: text().notNull().unique(),
	image: text().notNull(),
	description: text().notNull(),
	status: smallint().notNull().default(1),
	moduleId: integer()
		.notNull()
		.references(() => modules.id),
	startTime: text().notNull().default('00:00'),
	endTime: text().notNull().default('23:59'),
	availableDateStarts: date({ mode: 'string' }).notNull(),
	availableDateEnds: date({ mode: 'string' }).notNull(),
	...timestamps,
});

export const campaignStores = pgTable(
	'campaign_store',
	{
		campaignId: integer()
			.notNull()
			.references(() => campaigns.id, { onDelete: 'cascade' }),
		storeId: integer()
			.notNull()
			.references(() => stores.id, { onDelete: 'cascade' }),
		campaignStatus: text().notNull().default('confirmed'),
	},
	(t) => [primaryKey({ columns: [t.campaignId, t.storeId] })],
);

/** Item campaigns: a special item sold for a date window (ordered with model=ItemCampaign). */
export const itemCampaigns = pgTable('item_campaigns', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	title: text().notNull(),
	slug: text().notNull().unique(),
	description: text().notNull(),
	image: text().notNull(),
	storeId: integer()
		.notNull()
		.references(() => stores.id, { onDelete: 'cascade' }),
	moduleId: integer()
		.notNull()
		.references(() => modules.id),
	categoryId: integer().notNull(),
	categoryIds: jsonb().$type<{ id: number; position: number }[]>().notNull(),
	variations: jsonb().$type<Variation[]>().notNull(),
	foodVariations: jsonb().$type<FoodVariation[]>().notNull(),
	choiceOptions: jsonb().$type<ChoiceOption[]>().notNull(),
	addOnIds: jsonb().$type<number[]>().notNull(),
	price: doublePrecision().notNull(),
	discount: doublePrecision().notNull().default(0),
	discountType: text().notNull().default('percent'),
	startTime: text().notNull().default('00:00'),
	endTime: text().notNull().default('23:59'),
	startDate: date({ mode: 'string' }).notNull(),
	endDate: date({ mode: 'string' }).notNull(),
	veg: smallint().notNull().default(0),
	stock: integer().notNull().default(0),
	maximumCartQuantity: integer(),
	status: smallint().notNull().default(1),
	...timestamps,
});

export const flashSales = pgTable('flash_sales', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	moduleId: integer()
		.notNull()
		.references(() => modules.id),
	title: text().notNull(),
	isPublish: smallint().notNull().default(1),
	adminDiscountPercentage: doublePrecision().notNull().default(0),
	vendorDiscountPercentage: doublePrecision().notNull().default(0),
	/** ISO instants: a sale runs from start to end. */
	startDate: text().notNull(),
	endDate: text().notNull(),
	...timestamps,
});

export const flashSaleItems = pgTable(
	'flash_sale_items',
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		flashSaleId: integer()
			.notNull()
			.references(() => flashSales.id, { onDelete: 'cascade' }),
		itemId: integer()
			.notNull()
			.references(() => items.id, { onDelete: 'cascade' }),
		stock: integer().notNull(),
		sold: integer().notNull().default(0),
		availableStock: integer().notNull(),
		discountType: text().notNull().default('percent'),
		discount: doublePrecision().notNull(),
		discountAmount: doublePrecision().notNull(),
		price: doublePrecision().notNull(),
		status: smallint().notNull().default(1),
		...timestamps,
	},
	(t) => [index('flash_sale_items_item_idx').on(t.itemId)],
);

export const coupons = pgTable('coupons', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	title: text().notNull(),
	code: text().notNull().unique(),
	startDate: date({ mode: 'string' }).notNull(),
	expireDate: date({ mode: 'string' }).notNull(),
	minPurchase: doublePrecision().notNull().default(0),
	maxDiscount: doublePrecision().notNull().default(0),
	discount: doublePrecision().notNull().default(0),
	discountType: text().notNull().default('percent'),
	/** default | store_wise | zone_wise | free_delivery | first_order */
	couponType: text().notNull().default('default'),
	/** Uses per customer; null = unlimited. */
	limit: integer(),
	status: smallint().notNull().default(1),
	/** Store ids (store_wise) or zone ids (zone_wise). */
	data: jsonb().$type<number[]>().notNull(),
	totalUses: integer().notNull().default(0),
	moduleId: integer()
		.notNull()
		.references(() => modules.id),
	createdBy: text().notNull().default('admin'),
	/** ["all"] or customer ids. */
	customerIds: jsonb().$type<(string | number)[]>().notNull(),
	storeId: integer().references(() => stores.id),
	...timestamps,
});

export const cashbacks = pgTable('cashbacks', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	title: text().notNull(),
	customerIds: jsonb().$type<(string | number)[]>().notNull(),
	cashbackType: text().notNull(),
	cashbackAmount: doublePrecision().notNull(),
	minPurchase: doublePrecision().notNull().default(0),
	maxDiscount: doublePrecision().notNull().default(0),
	sameUserLimit: integer().notNull().default(1),
	totalUsed: integer().notNull().default(0),
	startDate: date({ mode: 'string' }).notNull(),
	endDate: date({ mode: 'string' }).notNull(),
	status: smallint().notNull().default(1),
	...timestamps,
});

/** Paid ads ("Highlights for you"): store or video promotions. */
export const advertisements = pgTable('advertisements', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	storeId: integer()
		.notNull()
		.references(() => stores.id, { onDelete: 'cascade' }),
	moduleId: integer()
		.notNull()
		.references(() => modules.id),
	addType: text().notNull(),
	title: text().notNull(),
	description: text().notNull(),
	startDate: date({ mode: 'string' }).notNull(),
	endDate: date({ mode: 'string' }).notNull(),
	coverImage: text(),
	profileImage: text(),
	videoAttachment: text(),
	priority: integer(),
	isRatingActive: smallint().notNull().default(1),
	isReviewActive: smallint().notNull().default(1),
	status: text().notNull().default('approved'),
	...timestamps,
});

export const parcelCategories = pgTable('parcel_categories', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	name: text().notNull(),
	description: text().notNull(),
	image: text(),
	status: smallint().notNull().default(1),
	moduleId: integer()
		.notNull()
		.references(() => modules.id),
	parcelPerKmShippingCharge: doublePrecision(),
	parcelMinimumShippingCharge: doublePrecision(),
	...timestamps,
});
