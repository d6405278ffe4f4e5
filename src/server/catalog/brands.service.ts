import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Brand } from '~/contracts/catalog';
import type { Database } from '../db/database';
import { brands } from '../db/schema';
import { imageUrl } from '../http/urls';

/** Active items of each brand; qualified by hand (the outer query has one table). */
const itemsCount = sql<number>`(select count(*)::int from "items" where "items"."brand_id" = "brands"."id" and "items"."status" = 1)`;

/**
 * Active brands of a module and brands of no module, as GET brand lists them (every brand when
 * no module is chosen), with their active item counts, by id.
 */
export async function listBrands(
	db: Database,
	input: { moduleId: number | null; baseUrl: string },
): Promise<Brand[]> {
	const rows = await db
		.select({ brand: brands, itemsCount })
		.from(brands)
		.where(
			and(
				eq(brands.status, 1),
				input.moduleId === null
					? undefined
					: or(eq(brands.moduleId, input.moduleId), isNull(brands.moduleId)),
			),
		)
		.orderBy(asc(brands.id));
	return rows.map(({ brand, itemsCount: count }) => ({
		id: brand.id,
		name: brand.name,
		slug: brand.slug,
		image: brand.image,
		image_full_url: imageUrl(input.baseUrl, 'brand', brand.image),
		status: brand.status,
		module_id: brand.moduleId,
		items_count: Number(count),
	}));
}
