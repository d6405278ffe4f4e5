import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import { findItemPage } from '../catalog/items.repo';
import { formatItems } from '../catalog/items.service';
import type { CatalogScope } from '../catalog/scope';
import { flashSaleItems, flashSales } from '../db/schema';
import type { Page } from '../http/paging';
import { isoTimestamp } from '../http/urls';

async function runningFlashSale(scope: CatalogScope) {
	const [sale] = await scope.db
		.select()
		.from(flashSales)
		.where(
			and(
				eq(flashSales.isPublish, 1),
				eq(flashSales.moduleId, scope.moduleId),
				lte(flashSales.startDate, scope.nowIso),
				gt(flashSales.endDate, scope.nowIso),
			),
		)
		.orderBy(asc(flashSales.id))
		.limit(1);
	return sale ?? null;
}

function saleHeader(sale: typeof flashSales.$inferSelect) {
	return {
		id: sale.id,
		module_id: sale.moduleId,
		title: sale.title,
		is_publish: sale.isPublish,
		admin_discount_percentage: sale.adminDiscountPercentage,
		vendor_discount_percentage: sale.vendorDiscountPercentage,
		start_date: sale.startDate,
		end_date: sale.endDate,
		created_at: isoTimestamp(sale.createdAt),
		updated_at: isoTimestamp(sale.updatedAt),
	};
}

async function flashEntries(
	scope: CatalogScope,
	saleId: number,
	page: { limit: number; skip: number },
) {
	const where = and(
		eq(flashSaleItems.flashSaleId, saleId),
		eq(flashSaleItems.status, 1),
		gt(flashSaleItems.availableStock, 0),
	);
	const [totals, entries] = await Promise.all([
		scope.db.select({ n: count() }).from(flashSaleItems).where(where),
		scope.db
			.select()
			.from(flashSaleItems)
			.where(where)
			.orderBy(asc(flashSaleItems.id))
			.limit(page.limit)
			.offset(page.skip),
	]);
	const itemPage = await findItemPage(
		scope.db,
		{
			moduleId: scope.moduleId,
			zoneIds: scope.zoneIds,
			today: scope.today,
			ids: entries.map((e) => e.itemId),
		},
		'latest',
		{ limit: entries.length || 1, skip: 0 },
	);
	const formatted = new Map(
		(await formatItems(scope.db, itemPage.rows, scope)).map((i) => [i.id, i]),
	);
	const products = entries.flatMap((e) => {
		const item = formatted.get(e.itemId);
		if (!item) return [];
		return [
			{
				id: e.id,
				flash_sale_id: e.flashSaleId,
				item_id: e.itemId,
				stock: e.stock,
				sold: e.sold,
				available_stock: e.availableStock,
				discount_type: e.discountType,
				discount: e.discount,
				discount_amount: e.discountAmount,
				price: e.price,
				status: e.status,
				item,
			},
		];
	});
	return { total: totals[0]?.n ?? 0, products };
}

/** GET flash-sales: the running sale with its products in the zones, or `{}` (contract §4.5). */
export async function currentFlashSale(scope: CatalogScope) {
	const sale = await runningFlashSale(scope);
	if (!sale) return {};
	const { products } = await flashEntries(scope, sale.id, { limit: 100, skip: 0 });
	return { ...saleHeader(sale), active_products: products };
}

/** GET flash-sales/items: a page of the running sale's products; null when no sale runs. */
export async function flashSaleItemsPage(
	scope: CatalogScope,
	saleId: number | undefined,
	page: Page,
) {
	const sale = await runningFlashSale(scope);
	if (!sale || (saleId !== undefined && saleId !== sale.id)) return null;
	const { total, products } = await flashEntries(scope, sale.id, page);
	return {
		total_size: total,
		limit: page.echo.limit,
		offset: page.echo.offset,
		flash_sale: saleHeader(sale),
		products,
	};
}
