import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Locale } from '~/config/locales';
import type { ModuleType } from '~/config/modules';
import { type LocalTime, localTime } from '~/lib/local-time';
import { getTimeZone } from '../config/settings';
import type { Database } from '../db/database';
import { memoized, UNTIL_CHANGED } from '../db/memo';
import { modules } from '../db/schema';
import type { ApiBindings } from '../http/app-types';
import { apiError } from '../http/errors';

/** Who is asking for catalogue data, and when: the module, zones, place and local time. */
export interface CatalogScope {
	db: Database;
	moduleId: number;
	moduleType: ModuleType;
	/** null: no zone restriction (modules that serve every zone). */
	zoneIds: number[] | null;
	locale: Locale;
	baseUrl: string;
	lat: number | null;
	lng: number | null;
	now: LocalTime;
	today: string;
	/** The request's instant as an ISO string (flash sales are compared with it). */
	nowIso: string;
}

interface ModuleInfo {
	id: number;
	type: ModuleType;
	allZoneService: boolean;
}

/** Active modules by id, cached until the catalogue changes. */
export function activeModules(db: Database): Promise<Map<number, ModuleInfo>> {
	return memoized(db, 'active-modules', UNTIL_CHANGED, async () => {
		const rows = await db
			.select({ id: modules.id, type: modules.moduleType, allZone: modules.allZoneService })
			.from(modules)
			.where(eq(modules.status, 1));
		return new Map(
			rows.map((r) => [
				r.id,
				{ id: r.id, type: r.type as ModuleType, allZoneService: r.allZone === 1 },
			]),
		);
	});
}

/**
 * A header's value, or undefined when absent, blank, or the text of an unset value: server-side
 * `fetch` in Node sends `moduleId: undefined` as the string "undefined".
 */
function unsentHeader(value: string | undefined): string | undefined {
	const trimmed = value?.trim();
	return !trimmed || trimmed === 'undefined' || trimmed === 'null' ? undefined : trimmed;
}

/**
 * Reads the scope of a catalogue call. `module-check` (contract §0.4): a moduleId naming an
 * active module; `zoneId` required unless the route says otherwise.
 */
export async function catalogScope(
	c: Context<ApiBindings>,
	options: {
		zone?: 'required' | 'optional';
		module?: 'required' | 'optional';
		/**
		 * The module of the store or item the request names, used when it sends no moduleId
		 * (the original client's deep links send none, issue 19); null when that is unknown.
		 */
		moduleOf?: (db: Database) => Promise<number | null>;
	} = {},
): Promise<CatalogScope & { moduleKnown: boolean }> {
	const ctx = c.get('ctx');
	const db = c.get('db');
	const rawModule = unsentHeader(c.req.header('moduleId'));
	const all = await activeModules(db);
	let module = ctx.moduleId === null ? undefined : all.get(ctx.moduleId);
	if (!rawModule && options.moduleOf) {
		const derived = await options.moduleOf(db);
		module = derived === null ? undefined : all.get(derived);
	}
	if (rawModule && !module)
		throw apiError(403, 'moduleId', ctx.moduleId === null ? 'Module id required' : 'Not found');
	if (!module && options.module !== 'optional')
		throw apiError(403, 'moduleId', 'Module id required');
	if (!ctx.zoneIds && options.zone !== 'optional')
		throw apiError(403, 'zoneId', 'Zone id required');
	const now = localTime(ctx.now, await getTimeZone(db));
	return {
		db,
		moduleId: module?.id ?? 0,
		moduleType: module?.type ?? 'food',
		moduleKnown: Boolean(module),
		zoneIds: module?.allZoneService ? null : ctx.zoneIds,
		locale: ctx.locale,
		baseUrl: ctx.baseUrl,
		lat: ctx.latitude,
		lng: ctx.longitude,
		now,
		today: now.date,
		nowIso: ctx.now.toISOString(),
	};
}

/**
 * The scope of a server-rendered page: no module or zone filter (details need neither), the
 * visitor's position from the mirror cookie, the shop's local time.
 */
export async function pageScope(
	db: Database,
	input: {
		locale: Locale;
		baseUrl: string;
		latLng: { lat: number; lng: number } | null;
		now?: Date;
	},
): Promise<CatalogScope> {
	const instant = input.now ?? new Date();
	const now = localTime(instant, await getTimeZone(db));
	return {
		db,
		moduleId: 0,
		moduleType: 'food',
		zoneIds: null,
		locale: input.locale,
		baseUrl: input.baseUrl,
		lat: input.latLng?.lat ?? null,
		lng: input.latLng?.lng ?? null,
		now,
		today: now.date,
		nowIso: instant.toISOString(),
	};
}

/**
 * The scope of a server-rendered module page (`/home`, lists): the module and zones the visitor
 * chose (mirror cookies, or `module_id` in the URL), or null when the module is unknown or
 * inactive. No zones means every zone (crawlers, first visits); a module that serves every zone
 * ignores the zones, as the API does.
 */
export async function moduleScope(
	db: Database,
	input: {
		locale: Locale;
		baseUrl: string;
		moduleId: number | null;
		zoneIds: number[] | null;
		latLng: { lat: number; lng: number } | null;
		now?: Date;
	},
): Promise<CatalogScope | null> {
	const module =
		input.moduleId === null ? undefined : (await activeModules(db)).get(input.moduleId);
	if (!module) return null;
	const base = await pageScope(db, input);
	return {
		...base,
		moduleId: module.id,
		moduleType: module.type,
		zoneIds: module.allZoneService ? null : input.zoneIds,
	};
}
