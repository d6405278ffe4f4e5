import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '~/config/locales';
import type { CommonCondition } from '~/contracts/catalog';
import type { Database } from '../db/database';
import { commonConditions } from '../db/schema';
import { findTranslations } from '../translations/translations.repo';

/** Active items of each condition; qualified by hand (the outer query has one table). */
const itemsCount = sql<number>`(select count(*)::int from "items" where "items"."common_condition_id" = "common_conditions"."id" and "items"."status" = 1)`;

/**
 * Active common conditions of a (pharmacy) module, as GET common-condition lists them, named in
 * the caller's language, with their active item counts, by id.
 */
export async function listCommonConditions(
	db: Database,
	input: { moduleId: number; locale: Locale },
): Promise<CommonCondition[]> {
	const rows = await db
		.select({ condition: commonConditions, itemsCount })
		.from(commonConditions)
		.where(and(eq(commonConditions.status, 1), eq(commonConditions.moduleId, input.moduleId)))
		.orderBy(asc(commonConditions.id));
	const text = await findTranslations(
		db,
		'CommonCondition',
		rows.map((r) => r.condition.id),
		input.locale,
	);
	return rows.map(({ condition, itemsCount: count }) => ({
		id: condition.id,
		name: text.get(condition.id)?.name ?? condition.name,
		slug: condition.slug,
		status: condition.status,
		items_count: Number(count),
	}));
}
